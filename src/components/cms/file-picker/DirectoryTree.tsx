import { FolderOutlined } from '@ant-design/icons';
import { Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';

import type { DirectoryNode } from '@/api/cms/file';

import { filePickerI18n } from './i18n';
import { ancestorsOf } from './path-utils';

interface DirectoryTreeProps {
  nodes: DirectoryNode[];
  /** The open directory (normalised, "" = root). */
  dir: string;
  onOpen: (dir: string) => void;
  height: number;
}

function toData(nodes: DirectoryNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.label,
    icon: <FolderOutlined />,
    isLeaf: !n.children?.length,
    children: n.children ? toData(n.children) : undefined,
  }));
}

/**
 * The site's directories (virtual list, so a deep theme stays fast). Arrow keys move, Enter opens;
 * the open directory and its ancestors are expanded so it and its subdirectories are visible.
 */
export function DirectoryTree({ nodes, dir, onOpen, height }: DirectoryTreeProps) {
  const t = filePickerI18n.useT();
  const treeData = useMemo(() => toData(nodes), [nodes]);
  const [expandedKeys, setExpandedKeys] = useState<string[]>(() => ancestorsOf(dir));
  const [shownDir, setShownDir] = useState(dir);
  if (shownDir !== dir) {
    // A directory opened from the list or breadcrumb: expand the way to it (the user may collapse it again).
    setShownDir(dir);
    setExpandedKeys((keys) => [...new Set([...keys, ...ancestorsOf(dir)])]);
  }
  // Mounted with its data: rc-tree drops expanded keys it does not know yet on the first render.
  if (nodes.length === 0) return null;
  return (
    <Tree
      blockNode
      showIcon
      height={height}
      treeData={treeData}
      aria-label={t('directories')}
      selectedKeys={dir ? [dir] : []}
      expandedKeys={expandedKeys}
      onExpand={(keys) => setExpandedKeys(keys.map(String))}
      onSelect={(_keys, info) => onOpen(String(info.node.key))}
    />
  );
}
