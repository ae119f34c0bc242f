import { adStatApi, adStatKeys, type AdEventLog } from '@/api/cms/ad-stat';
import { ListPage, useListQuery, type ListColumn } from '@/components/list';

import { adStatI18n } from './i18n';

/** "Click Logs" / "View Logs": the site's ad events, newest first, fifty a page. */
export function AdEventLogList({ kind }: { kind: 'click' | 'view' }) {
  const t = adStatI18n.useT();
  const list = useListQuery({
    queryKey: (params) => adStatKeys.extra(kind, params),
    queryFn: kind === 'click' ? adStatApi.clickLogs : adStatApi.viewLogs,
    pageSize: 50,
    syncUrl: false,
  });
  const columns: ListColumn<AdEventLog>[] = [
    { key: 'adName', dataIndex: 'adName', title: t('adName') },
    { key: 'ip', dataIndex: 'ip', title: t('ip'), width: 140 },
    { key: 'address', dataIndex: 'address', title: t('address'), width: 140 },
    { key: 'referer', dataIndex: 'referer', title: t('referer'), ellipsis: true },
    { key: 'deviceType', dataIndex: 'deviceType', title: t('deviceType'), width: 100 },
    { key: 'browser', dataIndex: 'browser', title: t('browser'), width: 100 },
    { key: 'evtTime', dataIndex: 'evtTime', title: t('evtTime'), width: 170 },
  ];
  return <ListPage data-testid={`ad-${kind}-logs`} list={list} rowKey="logId" columns={columns} />;
}
