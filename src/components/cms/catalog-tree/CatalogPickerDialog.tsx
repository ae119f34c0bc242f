import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, Spin, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';

import { feedback } from '@/lib/feedback';

import { catalogTreeI18n } from './i18n';
import { filterNodes, flattenNodes, parentIds } from './tree-utils';
import type { CatalogTreeNode } from './types';
import { useCatalogTree } from './use-catalog-tree';

/** The id the site (root) row stands for: "top level" when moving a catalog. */
export const CATALOG_ROOT_ID = '0';

export interface CatalogPickerDialogProps {
  open: boolean;
  title?: string;
  /** Check boxes (several catalogs) instead of a single choice. */
  multiple?: boolean;
  /** Catalogs that cannot be chosen (e.g. the moved catalog itself). */
  disabledIds?: string[];
  /** Offer the site row, answered as a node with id '0' (top level). */
  showRoot?: boolean;
  /** Link catalogs cannot be chosen (`treeData?disableLink=true`). */
  disableLink?: boolean;
  onOk: (nodes: CatalogTreeNode[]) => void | Promise<void>;
  onCancel: () => void;
}

interface DataNode extends TreeDataNode {
  key: string;
  children?: DataNode[];
}

function toDataNodes(nodes: readonly CatalogTreeNode[], disabled: ReadonlySet<string>): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.label,
    disabled: node.disabled || disabled.has(node.id),
    children: node.children ? toDataNodes(node.children, disabled) : undefined,
  }));
}

/** "Select Catalog": one or several catalogs of the current site, searchable, reloaded on each open. */
export function CatalogPickerDialog({
  open,
  title,
  multiple = false,
  disabledIds,
  showRoot = false,
  disableLink = false,
  onOk,
  onCancel,
}: CatalogPickerDialogProps) {
  const t = catalogTreeI18n.useT();
  // Open, or closing (its content stays until the close animation ends): the tree is loaded and built
  // only then. Pages keep their pickers mounted, and a large site's tree is hundreds of kilobytes.
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  const query = useCatalogTree({ disableLink, enabled: shown });
  const { refetch } = query;
  const [picked, setPicked] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<string[] | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    setPicked([]);
    setSearch('');
    setOpened(undefined);
    // Reloaded on each opening; the first one joins the load that enabling the query started.
    void refetch({ cancelRefetch: false });
  }, [open, refetch]);

  const nodes = useMemo(() => query.data?.nodes ?? [], [query.data]);
  // Callers pass a new array on every render; the key keeps the tree from being rebuilt for each.
  const disabledKey = (disabledIds ?? []).join(',');
  const treeData = useMemo(() => {
    if (!shown) return [];
    const data = toDataNodes(filterNodes(nodes, search), new Set(disabledKey ? disabledKey.split(',') : []));
    return showRoot
      ? [{ key: CATALOG_ROOT_ID, title: query.data?.siteName ?? '', children: data } satisfies DataNode]
      : data;
  }, [shown, nodes, search, disabledKey, showRoot, query.data?.siteName]);
  const expandedKeys = useMemo(
    () => (showRoot ? [CATALOG_ROOT_ID] : []).concat(shown && search.trim() ? parentIds(nodes) : []),
    [shown, showRoot, search, nodes],
  );

  async function confirm() {
    if (picked.length === 0) {
      feedback.warning(t('pickFirst'));
      return;
    }
    const all = flattenNodes(nodes);
    const chosen = picked.map(
      (id) =>
        all.find((n) => n.id === id) ?? {
          id: CATALOG_ROOT_ID,
          parentId: CATALOG_ROOT_ID,
          label: query.data?.siteName ?? '',
        },
    );
    setBusy(true);
    try {
      await onOk(chosen);
    } finally {
      setBusy(false);
    }
  }

  const onPick = (keys: Key[] | { checked: Key[] }) =>
    setPicked((Array.isArray(keys) ? keys : keys.checked).map(String));

  return (
    <Modal
      open={open}
      title={title ?? t('pickTitle')}
      width={450}
      onOk={() => void confirm()}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
      afterClose={() => setShown(false)}
    >
      <Input
        allowClear
        size="small"
        prefix={<SearchOutlined />}
        placeholder={t('search')}
        aria-label={t('search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Spin spinning={query.isFetching}>
        <Tree<DataNode>
          blockNode
          height={400}
          treeData={treeData}
          checkable={multiple}
          checkStrictly
          selectable={!multiple}
          checkedKeys={multiple ? picked : undefined}
          selectedKeys={multiple ? [] : picked}
          expandedKeys={search.trim() ? expandedKeys : (opened ?? expandedKeys)}
          onExpand={(keys) => setOpened(keys.map(String))}
          onCheck={(keys) => onPick(keys)}
          onSelect={(keys) => onPick(keys)}
        />
      </Spin>
    </Modal>
  );
}
