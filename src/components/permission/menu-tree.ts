import type { DataNode } from 'antd/es/tree';

import { handleTree, type TreeNode } from '@/lib/utils/tree';

import type { MenuPerms, PermMenu } from './types';

/**
 * The menu tree of the menu permission tab. Check-strictly, as in 1.5.5: checking a node also checks
 * its ancestors (a button needs its menu), unchecking one also unchecks its descendants.
 */
export interface MenuTree {
  nodes: DataNode[];
  allIds: string[];
  /** Checked on load: granted or inherited. */
  initial: string[];
  /** Inherited (checked and read-only). */
  disabled: Set<string>;
  parentOf: Map<string, string>;
  childrenOf: Map<string, string[]>;
  permsOf: Map<string, string>;
}

export function buildMenuTree(data: MenuPerms): MenuTree {
  const granted = new Set(data.perms);
  const inherited = new Set(data.disabledPerms);
  const disabled = new Set(data.menus.filter((m) => m.perms && inherited.has(m.perms)).map((m) => m.menuId));
  const parentOf = new Map<string, string>();
  const childrenOf = new Map<string, string[]>();
  const permsOf = new Map<string, string>();
  for (const m of data.menus) {
    parentOf.set(m.menuId, String(m.parentId));
    childrenOf.set(String(m.parentId), [...(childrenOf.get(String(m.parentId)) ?? []), m.menuId]);
    if (m.perms) permsOf.set(m.menuId, m.perms);
  }
  const toNode = (m: TreeNode<PermMenu>): DataNode => ({
    key: m.menuId,
    title: m.menuName,
    disableCheckbox: disabled.has(m.menuId),
    children: m.children?.map(toNode),
  });
  return {
    nodes: handleTree(data.menus, 'menuId', 'parentId').map(toNode),
    allIds: data.menus.map((m) => m.menuId),
    initial: data.menus
      .filter((m) => m.perms && (granted.has(m.perms) || inherited.has(m.perms)))
      .map((m) => m.menuId),
    disabled,
    parentOf,
    childrenOf,
    permsOf,
  };
}

function descendants(tree: MenuTree, id: string): string[] {
  return (tree.childrenOf.get(id) ?? []).flatMap((child) => [child, ...descendants(tree, child)]);
}

function ancestors(tree: MenuTree, id: string): string[] {
  const out: string[] = [];
  for (let p = tree.parentOf.get(id); p && tree.parentOf.has(p); p = tree.parentOf.get(p)) out.push(p);
  return out;
}

/** The checked set after the user (un)checked `id`; inherited nodes never change. */
export function checkNode(tree: MenuTree, checked: readonly string[], id: string, on: boolean): string[] {
  const next = new Set(checked);
  const touched = on ? [id, ...ancestors(tree, id)] : [id, ...descendants(tree, id)];
  for (const key of touched) {
    if (tree.disabled.has(key)) continue;
    if (on) next.add(key);
    else next.delete(key);
  }
  return [...next];
}

/** Check All / Inverse: every node, inherited ones staying checked. */
export function checkAll(tree: MenuTree, on: boolean): string[] {
  return on ? tree.allIds : tree.allIds.filter((id) => tree.disabled.has(id));
}

/** What a save sends: the keys of checked, non-inherited menus that carry one. */
export function grantedKeys(tree: MenuTree, checked: readonly string[]): string[] {
  const keys = checked
    .filter((id) => !tree.disabled.has(id))
    .map((id) => tree.permsOf.get(id))
    .filter((key): key is string => Boolean(key));
  return [...new Set(keys)];
}
