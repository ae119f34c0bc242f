export type TreeNode<T, C extends string = 'children'> = T & { [K in C]?: TreeNode<T, C>[] };

/**
 * RuoYi's handleTree: builds a tree from a flat list. Roots are the items whose parent is not in the
 * list (so a sub-tree or a list with `parentId: 0` both work without naming a root id). Ids are
 * compared as text because the backend sends Long ids as strings (docs/backend-contract.md). The input items
 * are copied, not mutated; `children` is only set on nodes that have some, so antd Tree/Table do not
 * draw expand icons on leaves. Items caught in a parent cycle have no root and are left out.
 */
export function handleTree<T extends object, C extends string = 'children'>(
  list: readonly T[],
  idKey: keyof T = 'id' as keyof T,
  parentKey: keyof T = 'parentId' as keyof T,
  childrenKey: C = 'children' as C,
): TreeNode<T, C>[] {
  const key = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const nodes = list.map((item) => {
    const copy = { ...item } as Record<string, unknown>;
    delete copy[childrenKey]; // children are rebuilt from the list; never append to the caller's arrays
    return copy as TreeNode<T, C>;
  });
  const byId = new Map<string, TreeNode<T, C>>();
  for (const node of nodes) byId.set(key(node[idKey]), node);
  const roots: TreeNode<T, C>[] = [];
  for (const node of nodes) {
    const parent = byId.get(key(node[parentKey]));
    if (!parent || parent === node) {
      roots.push(node);
      continue;
    }
    const record = parent as Record<string, unknown>;
    const children = (record[childrenKey] as TreeNode<T, C>[] | undefined) ?? [];
    children.push(node);
    record[childrenKey] = children;
  }
  return roots;
}
