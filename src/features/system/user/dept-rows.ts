import type { DeptNode } from '@/api/system/user';

export interface DeptRow {
  id: string;
  parentId: string;
  label: string;
}

/** The nested deptTree answer as flat rows, the shape the kit's TreeSelectField builds from. */
export function flattenDepts(nodes: readonly DeptNode[], parentId = '0'): DeptRow[] {
  return nodes.flatMap((n) => [
    { id: n.id, parentId: n.parentId ?? parentId, label: n.label },
    ...flattenDepts(n.children ?? [], n.id),
  ]);
}
