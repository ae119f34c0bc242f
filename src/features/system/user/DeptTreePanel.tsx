import { Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';

import type { DeptNode } from '@/api/system/user';

import { userI18n } from './i18n';

/** Nodes whose label contains `text`, with the ancestors leading to them (the Vue filter-node-method). */
function filterTree(nodes: readonly DeptNode[], text: string): TreeDataNode[] {
  const out: TreeDataNode[] = [];
  for (const node of nodes) {
    const children = filterTree(node.children ?? [], text);
    if (!text || node.label.includes(text) || children.length > 0)
      out.push({ key: node.id, title: node.label, children });
  }
  return out;
}

export interface DeptTreePanelProps {
  tree: readonly DeptNode[] | undefined;
  /** The list's `deptId` filter: highlighted in the tree. */
  value?: string;
  onChange: (deptId: string | undefined) => void;
}

/** The left column of the user screen: a searchable department tree that filters the list. */
export function DeptTreePanel({ tree, value, onChange }: DeptTreePanelProps) {
  const t = userI18n.useT();
  const [text, setText] = useState('');
  const data = useMemo(() => filterTree(tree ?? [], text.trim()), [tree, text]);
  return (
    <div data-testid="user-dept-tree">
      <Input
        allowClear
        placeholder={t('deptFilter')}
        aria-label={t('deptFilter')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {tree ? (
        <Tree
          // Remounted per filter so every matching branch opens, as "default expanded" did in Vue.
          key={text}
          blockNode
          defaultExpandAll
          treeData={data}
          selectedKeys={value ? [value] : []}
          onSelect={(keys) => onChange(keys[0] === undefined ? undefined : String(keys[0]))}
        />
      ) : (
        <Spin />
      )}
    </div>
  );
}
