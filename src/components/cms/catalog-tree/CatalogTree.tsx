import {
  HomeOutlined,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Button, Empty, Flex, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';

import { Hint } from '@/components/hint';

import { catalogTreeI18n } from './i18n';
import { findWithPath, filterNodes, parentIds, rememberedSelection } from './tree-utils';
import type { CatalogTreeNode } from './types';
import { useCatalogTree, useCurrentSiteId } from './use-catalog-tree';

export interface CatalogTreeProps {
  selectedId?: string;
  /** `undefined` when the site (root) row is chosen. */
  onSelect: (catalogId: string | undefined, node?: CatalogTreeNode) => void;
  /** localStorage key remembering the last selection per site; restored after the tree loads. */
  rememberKey?: string;
  /** Buttons above the search box (e.g. "add catalog"). */
  toolbar?: ReactNode;
  /** Height of the virtual list in px (default 600). */
  height?: number;
  /** Extra controls at the end of a node's row (the catalog page's publish / sort menu). */
  nodeActions?: (node: CatalogTreeNode) => ReactNode;
}

interface DataNode extends TreeDataNode {
  key: string;
  node: CatalogTreeNode;
  children?: DataNode[];
}

/**
 * Plain data for rc-tree: titles are rendered by `titleRender` for the rows on screen only, so a tree of
 * thousands of catalogs does not build a title element (and its row actions) for every node up front.
 */
function toDataNodes(nodes: readonly CatalogTreeNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    node,
    disabled: node.disabled,
    title: node.label,
    children: node.children ? toDataNodes(node.children) : undefined,
  }));
}

/**
 * The current site's catalog tree (`GET /cms/catalog/treeData`): the site name as root (choosing it
 * selects nothing), a name filter, expand/collapse all, a virtual list for thousands of catalogs,
 * and the last selection remembered per site under `rememberKey`.
 */
export function CatalogTree({
  selectedId,
  onSelect,
  rememberKey,
  toolbar,
  height = 600,
  nodeActions,
}: CatalogTreeProps) {
  const t = catalogTreeI18n.useT();
  const siteId = useCurrentSiteId() ?? '';
  const query = useCatalogTree();
  const nodes = useMemo(() => query.data?.nodes ?? [], [query.data]);
  const accordion = query.data?.expandMode === 'accordion';
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const restoredFor = useRef<string | undefined>(undefined);

  const visible = useMemo(() => filterNodes(nodes, search), [nodes, search]);
  const treeData = useMemo(() => toDataNodes(visible), [visible]);

  // After the first load for a site, bring back the remembered catalog (or forget a vanished one).
  useEffect(() => {
    if (!query.data || restoredFor.current === siteId) return;
    restoredFor.current = siteId;
    if (!rememberKey || selectedId) return;
    const remembered = rememberedSelection.get(rememberKey, siteId);
    if (!remembered) return;
    const found = findWithPath(nodes, remembered);
    if (found) onSelect(remembered, found.node);
    else rememberedSelection.set(rememberKey, siteId, undefined);
  }, [query.data, nodes, siteId, rememberKey, selectedId, onSelect]);

  // A selection made elsewhere (a new catalog, a parent after delete) is remembered and revealed.
  useEffect(() => {
    if (!selectedId) return;
    if (rememberKey) rememberedSelection.set(rememberKey, siteId, selectedId);
    const found = findWithPath(nodes, selectedId);
    if (found?.ancestors.length) setExpanded((keys) => [...new Set([...keys, ...found.ancestors])]);
  }, [selectedId, nodes, rememberKey, siteId]);

  const searching = search.trim() !== '';
  const expandedKeys = searching ? parentIds(visible) : expanded;

  function chooseRoot() {
    if (rememberKey) rememberedSelection.set(rememberKey, siteId, undefined);
    onSelect(undefined);
  }

  function onExpand(keys: Key[], info: { expanded: boolean; node: DataNode }) {
    const next = keys.map(String);
    if (accordion && info.expanded) {
      // Accordion mode: opening a node closes everything outside its branch.
      const path = findWithPath(nodes, info.node.key)?.ancestors ?? [];
      setExpanded([...path, info.node.key]);
    } else setExpanded(next);
  }

  return (
    <Flex vertical gap={8} className="catalog-tree">
      <Flex gap={4} wrap align="center">
        {toolbar}
        <Hint title={t('refresh')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('refresh')}
            onClick={() => void query.refetch()}
          />
        </Hint>
        <Hint title={t('expandAll')}>
          <Button
            type="text"
            size="small"
            icon={<NodeExpandOutlined />}
            aria-label={t('expandAll')}
            onClick={() => setExpanded(parentIds(nodes))}
          />
        </Hint>
        <Hint title={t('collapseAll')}>
          <Button
            type="text"
            size="small"
            icon={<NodeCollapseOutlined />}
            aria-label={t('collapseAll')}
            onClick={() => setExpanded([])}
          />
        </Hint>
      </Flex>
      <Input
        allowClear
        size="small"
        prefix={<SearchOutlined />}
        placeholder={t('search')}
        aria-label={t('search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Button
        type={selectedId ? 'text' : 'link'}
        icon={<HomeOutlined />}
        onClick={chooseRoot}
        style={{ justifyContent: 'flex-start' }}
        data-testid="catalog-tree-root"
      >
        {query.data?.siteName}
      </Button>
      <Spin spinning={query.isFetching}>
        {query.data && treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        ) : (
          <Tree<DataNode>
            blockNode
            height={height}
            treeData={treeData}
            titleRender={
              nodeActions
                ? (data) => (
                    // Plain elements: this renders for every node on screen.
                    <div className="catalog-tree-node">
                      <span>{data.node.label}</span>
                      {nodeActions(data.node)}
                    </div>
                  )
                : undefined
            }
            aria-label={t('tree')}
            selectedKeys={selectedId ? [selectedId] : []}
            expandedKeys={expandedKeys}
            onExpand={onExpand}
            onSelect={(_keys, info) => {
              // Clicking the selected node again keeps it selected (antd would deselect it).
              const node = info.node.node;
              if (rememberKey) rememberedSelection.set(rememberKey, siteId, node.id);
              onSelect(node.id, node);
            }}
          />
        )}
      </Spin>
    </Flex>
  );
}
