import { useQuery } from '@tanstack/react-query';
import { Card, Col, Input, Row, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { statApi, statKeys, type StatMenuNode } from '@/api/stat/stat';

import { statI18n } from './i18n';
import { StatView } from './StatView';

/** The nodes whose label contains the text, with the groups leading to them. */
function filterTree(nodes: readonly StatMenuNode[], text: string): StatMenuNode[] {
  if (!text) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.label.includes(text)) return [node];
    const children = filterTree(node.children ?? [], text);
    return children.length ? [{ ...node, children }] : [];
  });
}

function toTreeData(
  nodes: readonly StatMenuNode[],
): { key: string; title: string; children?: ReturnType<typeof toTreeData> }[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.label,
    children: n.children?.length ? toTreeData(n.children) : undefined,
  }));
}

function allIds(nodes: readonly StatMenuNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);
}

/**
 * Statistics (`stat/index`, /statistics): the statistics menus on the left (`/stat/menu/tree`, all
 * expanded, filterable), the chosen entry's view on the right. The entry lives in the URL
 * (`?menu=BdSiteTimeTrend`); without one the user's preferred entry (`defaultMenu`) opens.
 */
export default function StatPage() {
  const t = statI18n.useT();
  const [query, setQuery] = useSearchParams();
  const [filter, setFilter] = useState('');
  const tree = useQuery({ queryKey: statKeys.extra('menuTree'), queryFn: statApi.menuTree });
  const nodes = useMemo(() => filterTree(tree.data?.treeData ?? [], filter.trim()), [tree.data, filter]);
  const menu = query.get('menu') ?? tree.data?.defaultMenu;

  return (
    <Row gutter={12} data-testid="stat-page">
      <Col xs={24} md={6} xl={4}>
        <Card size="small" loading={tree.isPending}>
          <Input.Search
            allowClear
            size="small"
            placeholder={t('menuFilter')}
            aria-label={t('menuFilter')}
            onChange={(e) => setFilter(e.target.value)}
            style={{ marginBottom: 8 }}
          />
          <nav aria-label={t('menuTree')}>
            <Tree
              blockNode
              expandedKeys={allIds(nodes)}
              selectedKeys={menu ? [menu] : []}
              treeData={toTreeData(nodes)}
              // A new entry starts its view over: the list keys of the previous one leave the URL.
              onSelect={(_, info) => setQuery({ menu: String(info.node.key) })}
            />
          </nav>
        </Card>
      </Col>
      <Col xs={24} md={18} xl={20}>
        {/* Keyed by entry: each view starts with its own defaults. */}
        <StatView key={menu} menu={menu} />
      </Col>
    </Row>
  );
}
