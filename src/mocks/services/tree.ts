/**
 * The backend's tree builders (SysDeptServiceImpl / SysMenuServiceImpl.buildXxxTree): a node is a
 * root when its parent is not in the list, children keep the list's order, and `TreeNode` is the
 * select-tree shape of `/system/user/deptTree`, `/system/menu/treeselect`, ….
 */
import type { SysDept, SysMenu } from '../db';

export interface TreeNode {
  id: string;
  parentId: string;
  label: string;
  root: boolean;
  disabled: boolean;
  new: boolean;
  defaultExpanded: boolean;
  checked: boolean;
  props?: Record<string, unknown>;
  children: TreeNode[];
}

export type WithChildren<T> = T & { children: WithChildren<T>[] };

/** Nests `rows` by `idKey`/`parentKey`; rows whose parent is absent become roots. */
export function buildTree<T extends object>(
  rows: readonly T[],
  idKey: keyof T & string,
  parentKey: keyof T & string,
): WithChildren<T>[] {
  const nodes = rows.map((row) => ({ ...row, children: [] as WithChildren<T>[] }) as WithChildren<T>);
  const byId = new Map(nodes.map((n) => [String(n[idKey]), n]));
  const roots: WithChildren<T>[] = [];
  for (const node of nodes) {
    const parent = byId.get(String(node[parentKey]));
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Departments ordered as the mapper returns them: by parent, then order_num. */
export function sortDepts(depts: readonly SysDept[]): SysDept[] {
  return [...depts].sort(
    (a, b) =>
      Number(a.parentId) - Number(b.parentId) ||
      a.orderNum - b.orderNum ||
      Number(a.deptId) - Number(b.deptId),
  );
}

export function deptTreeSelect(depts: readonly SysDept[]): TreeNode[] {
  const toNode = (d: WithChildren<SysDept>): TreeNode => ({
    id: d.deptId,
    parentId: d.parentId,
    label: d.deptName,
    root: false,
    disabled: false,
    new: false,
    defaultExpanded: false,
    checked: false,
    children: d.children.map(toNode),
  });
  return buildTree(sortDepts(depts), 'deptId', 'parentId').map(toNode);
}

/** Menu select tree: directories expanded by default, `props.type` = M/C/F; `label` already translated. */
export function menuTreeSelect(menus: readonly SysMenu[], label: (m: SysMenu) => string): TreeNode[] {
  const toNode = (m: WithChildren<SysMenu>): TreeNode => ({
    id: m.menuId,
    parentId: m.parentId,
    label: label(m),
    root: false,
    disabled: false,
    new: false,
    defaultExpanded: m.menuType === 'M',
    checked: false,
    props: { type: m.menuType },
    children: m.children.map(toNode),
  });
  return buildTree(menus, 'menuId', 'parentId').map(toNode);
}

/** Ids of `deptId` and all its descendants (ancestors column contains it). */
export function deptSubtree(depts: readonly SysDept[], deptId: string): Set<string> {
  const ids = new Set([deptId]);
  for (const d of depts) if (d.ancestors.split(',').includes(deptId)) ids.add(d.deptId);
  return ids;
}
