import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';

import { cmsStatApi, cmsStatKeys, type UserPublishStat } from '@/api/cms/stat';
import { ChartTableCard, type DataColumn } from '@/components/chart/ChartTableCard';
import { useCurrentSite } from '@/stores/current-site';

import { statI18n } from '../i18n';
import { publishChartHeight, publishChartOption, totalColumns } from './publish-columns';

/** Publish statistics by user (`ContentStatByUser`): each author's contents per state. */
export function UserStatView() {
  const t = statI18n.useT();
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const stats = useQuery({
    queryKey: cmsStatKeys.extra('byUser', siteId),
    queryFn: cmsStatApi.contentStatByUser,
    enabled: siteId !== undefined,
  });
  const rows = stats.data ?? [];
  const columns: DataColumn<UserPublishStat>[] = [
    { key: 'userName', title: t('publish.userName'), value: (r) => r.userName },
    ...totalColumns<UserPublishStat>(t),
  ];
  return (
    <ChartTableCard
      data-testid="stat-content-by-user"
      title={t('publish.byUser')}
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      fileName="content-stat-by-user"
      loading={stats.isFetching}
      extra={
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void stats.refetch()}>
          {t('publish.refresh')}
        </Button>
      }
      chart={{
        option: publishChartOption(t, rows, (r) => r.userName),
        label: t('publish.userChart'),
        height: publishChartHeight(rows.length),
      }}
    />
  );
}
