import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';

import { handleTree } from '@/lib/utils';

export interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
  disabled?: boolean;
}

export interface TreeKeys<T> {
  id: keyof T & string;
  parent: keyof T & string;
  label: keyof T & string;
  /** A node that cannot be picked (e.g. the edited department itself, a disabled menu). */
  disabled?: (item: T) => boolean;
}

/**
 * Flat rows (department, menu, catalog lists) → antd tree options, via lib/utils handleTree. Ids are
 * strings (Long ids arrive as strings). `root` adds a top node, e.g. `{ value: '0', title: '主类目' }`.
 */
export function toTreeOptions<T extends object>(
  list: readonly T[],
  keys: TreeKeys<T>,
  root?: { value: string; title: string },
): TreeOption[] {
  const convert = (nodes: (T & { children?: T[] })[]): TreeOption[] =>
    nodes.map((node) => ({
      value: String(node[keys.id]),
      title: String(node[keys.label] ?? ''),
      disabled: keys.disabled?.(node) || undefined,
      children: node.children ? convert(node.children as (T & { children?: T[] })[]) : undefined,
    }));
  const tree = convert(handleTree(list, keys.id, keys.parent) as (T & { children?: T[] })[]);
  return root ? [{ ...root, children: tree }] : tree;
}

export type TreeSelectFieldProps<T extends object> = {
  /** The flat rows. */
  data: readonly T[];
  keys: TreeKeys<T>;
  root?: { value: string; title: string };
} & Omit<TreeSelectProps<string>, 'treeData'>;

/** A searchable tree select over flat rows: `<TreeSelectField data={depts} keys={{ id: 'deptId', parent: 'parentId', label: 'deptName' }} />`. */
export function TreeSelectField<T extends object>({ data, keys, root, ...props }: TreeSelectFieldProps<T>) {
  const treeData = useMemo(() => toTreeOptions(data, keys, root), [data, keys, root]);
  return (
    <TreeSelect<string>
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      treeDefaultExpandAll
      {...props}
      treeData={treeData}
    />
  );
}
