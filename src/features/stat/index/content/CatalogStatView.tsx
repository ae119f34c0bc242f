import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo } from 'react';

import { cmsStatApi, cmsStatKeys, type CatalogPublishStat } from '@/api/cms/stat';
import { ChartTableCard, type DataColumn } from '@/components/chart/ChartTableCard';
import { useTreeExpansion } from '@/components/list';
import { handleTree, type TreeNode } from '@/lib/utils/tree';
import { useCurrentSite } from '@/stores/current-site';

import { statI18n } from '../i18n';
import { publishChartHeight, publishChartOption, TOTALS, totalColumns } from './publish-columns';

type CatalogNode = TreeNode<CatalogPublishStat>;

/** A catalog's totals with its sub-catalogs' (the chart's bars are the top-level catalogs). */
function withDescendants(node: CatalogNode): CatalogPublishStat {
  const sum = { ...node };
  for (const child of (node.children ?? []).map(withDescendants))
    for (const key of TOTALS) sum[key] = Number(sum[key] ?? 0) + Number(child[key] ?? 0);
  return sum;
}

/** Publish statistics by catalog (`ContentStatByCatalog`): a tree table of contents per state. */
export function CatalogStatView() {
  const t = statI18n.useT();
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const stats = useQuery({
    queryKey: cmsStatKeys.extra('byCatalog', siteId),
    queryFn: cmsStatApi.contentStatByCatalog,
    enabled: siteId !== undefined,
  });
  const flat = useMemo(() => stats.data ?? [], [stats.data]);
  const tree = useMemo(() => handleTree(flat, 'catalogId', 'parentId'), [flat]);
  const expansion = useTreeExpansion<CatalogPublishStat>(tree, 'catalogId', true);
  const tops = useMemo(() => tree.map(withDescendants), [tree]);
  const columns: DataColumn<CatalogPublishStat>[] = [
    { key: 'name', title: t('publish.catalog'), value: (r) => r.name },
    ...totalColumns<CatalogPublishStat>(t),
  ];
  return (
    <ChartTableCard
      data-testid="stat-content-by-catalog"
      title={t('publish.byCatalog')}
      rows={tree}
      csvRows={flat}
      expandable={expansion.expandable}
      columns={columns}
      rowKey={(r) => r.catalogId}
      fileName="content-stat-by-catalog"
      loading={stats.isFetching}
      extra={
        <>
          <Button size="small" onClick={() => void expansion.toggleAction.run([])}>
            {expansion.toggleAction.label}
          </Button>
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void stats.refetch()}>
            {t('publish.refresh')}
          </Button>
        </>
      }
      chart={{
        option: publishChartOption(t, tops, (r) => r.name),
        label: t('publish.catalogChart'),
        height: publishChartHeight(tops.length),
      }}
    />
  );
}
