import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';

import { EChart } from '@/components/chart';
import { useMountLater } from '@/lib/use-mount-later';

import { homeApi, homeKeys } from './api';
import { homeI18n } from './i18n';
import { homeQueries } from './queries';
import { trendOption } from './trend-option';

const REQUEST_FORMAT = 'YYYY-MM-DD HH:mm:ss';
type Range = [Dayjs, Dayjs];

/** The last 30 days up to now, as the Vue widget opens. */
function lastDays(days: number): Range {
  return [dayjs().subtract(days, 'day').startOf('day'), dayjs().endOf('day')];
}

/**
 * Visit trend of the current site from Baidu Tongji (`cms/dashboard/siteVisitStat`): pick a Baidu
 * site and a range, Search draws PV / UV / IP per day. A site without Baidu sites gets an empty card,
 * as the Vue widget stays silent then.
 */
export function VisitTrendCard() {
  const t = homeI18n.useT();
  const sites = useQuery(homeQueries.baiduSites);
  const [picked, setPicked] = useState<string>();
  const [range, setRange] = useState<Range>(() => lastDays(30));
  // What Search last applied: the chart follows it, not every edit of the controls.
  const [applied, setApplied] = useState<Range>(range);
  const bdSiteId = picked ?? sites.data?.[0]?.site_id;
  const trend = useQuery({
    queryKey: homeKeys.extra('baiduTrend', bdSiteId, applied[0].valueOf(), applied[1].valueOf()),
    queryFn: () =>
      homeApi.baiduTrend({
        bdSiteId: bdSiteId ?? '',
        startDate: applied[0].format(REQUEST_FORMAT),
        endDate: applied[1].format(REQUEST_FORMAT),
      }),
    enabled: bdSiteId !== undefined,
  });
  const names = useMemo(() => ({ pv: t('trend.pv'), uv: t('trend.uv'), ip: t('trend.ip') }), [t]);
  const option = useMemo(
    () => (trend.data ? trendOption(trend.data, names) : undefined),
    [trend.data, names],
  );
  const days = trend.data?.xaxisDatas?.length ?? 0;
  const noSites = sites.isSuccess && (sites.data?.length ?? 0) === 0;
  // The pickers come a moment after the card: Home's first paint does not wait for them.
  const controlsMounted = useMountLater();

  return (
    <Card title={t('trend.title')} size="small" data-testid="home-visit-trend" loading={sites.isPending}>
      {/* In the body, not the card's header: beside them the title was cut to "Visit…" in English. */}
      {!noSites && !controlsMounted && (
        <div style={{ height: 'var(--ant-control-height-sm, 24px)', marginBottom: 8 }} />
      )}
      {!noSites && controlsMounted && (
        <Space wrap size={8} style={{ marginBottom: 8 }}>
          <Select
            size="small"
            aria-label={t('trend.site')}
            style={{ minWidth: 160 }}
            value={bdSiteId}
            onChange={setPicked}
            options={(sites.data ?? []).map((s) => ({ value: s.site_id, label: s.domain }))}
          />
          <DatePicker.RangePicker
            size="small"
            aria-label={t('trend.range')}
            allowClear={false}
            value={range}
            onChange={(next) => next?.[0] && next[1] && setRange([next[0], next[1]])}
            presets={[
              { label: t('trend.lastWeek'), value: lastDays(7) },
              { label: t('trend.lastMonth'), value: lastDays(30) },
              { label: t('trend.last3Months'), value: lastDays(90) },
            ]}
          />
          <Button size="small" type="primary" onClick={() => setApplied(range)}>
            {t('trend.search')}
          </Button>
        </Space>
      )}
      {noSites || (trend.data && trend.data.success === false) ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trend.noData')} />
      ) : option ? (
        <EChart option={option} height={260} label={t('trend.summary', { days })} />
      ) : (
        <div style={{ height: 260 }} />
      )}
    </Card>
  );
}
