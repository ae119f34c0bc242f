import { Checkbox, DatePicker, Radio } from 'antd';
import { useMemo } from 'react';

import { baiduStatApi } from '@/api/cms/stat-baidu';
import { ChartTableCard, type DataColumn } from '@/components/chart/ChartTableCard';

import { lineOption } from '../chart-options';
import { statI18n } from '../i18n';
import { KpiTiles } from '../KpiTiles';
import { BaiduError, BaiduToolbar } from './BaiduToolbar';
import { rangeParams, useBaiduFilter, useBaiduReport } from './use-baidu-filter';

const GRANS = ['hour', 'day', 'week', 'month'] as const;
const METRICS = ['pv_count', 'visitor_count', 'ip_count', 'visit_count', 'avg_visit_time'] as const;
type Metric = (typeof METRICS)[number];
const SUMMED = ['pv_count', 'visitor_count', 'ip_count', 'visit_count'] as const;

interface PointRow {
  time: string;
  values: Partial<Record<Metric, number>>;
}

/**
 * Trend analysis (`BdSiteTimeTrend`): a range by hour (one day), day, week or month, with the metrics
 * to compare drawn as lines; the range's sums as tiles.
 */
export function TimeTrendView() {
  const t = statI18n.useT();
  const filter = useBaiduFilter<{ gran: string; metrics: Metric[] }>({
    gran: 'day',
    metrics: ['pv_count', 'visitor_count', 'ip_count'],
  });
  const { bdSiteId, range, extra } = filter.applied;
  // By hour the report covers one day: start and end are that day.
  const days = extra.gran === 'hour' ? ([range[0], range[0]] as const) : range;
  const query = bdSiteId
    ? {
        siteId: bdSiteId,
        ...rangeParams([days[0], days[1]]),
        gran: extra.gran,
        metrics: extra.metrics.join(','),
      }
    : undefined;
  const trend = useBaiduReport('timeTrend', query, baiduStatApi.timeTrend);

  const shown = METRICS.filter((m) => trend.data?.datas?.[m] !== undefined);
  const rows = useMemo<PointRow[]>(
    () =>
      (trend.data?.xaxisDatas ?? []).map((time, i) => ({
        time,
        values: Object.fromEntries(METRICS.map((m) => [m, trend.data?.datas?.[m]?.[i]])),
      })),
    [trend.data],
  );
  const columns: DataColumn<PointRow>[] = [
    { key: 'time', title: t('trend.time'), value: (r) => r.time },
    ...shown.map((m) => ({
      key: m,
      title: t(`metric.${m}`),
      value: (r: PointRow) => r.values[m],
      align: 'right' as const,
    })),
  ];
  const draftExtra = filter.draft.extra;

  return (
    <div data-testid="stat-baidu-trend">
      <BaiduToolbar
        filter={filter}
        rangePicker={
          draftExtra.gran === 'hour' ? (
            <DatePicker
              aria-label={t('day')}
              allowClear={false}
              value={filter.draft.range[0]}
              onChange={(day) => day && filter.update({ range: [day.startOf('day'), day.endOf('day')] })}
            />
          ) : undefined
        }
      >
        <Radio.Group
          aria-label={t('trend.gran')}
          optionType="button"
          value={draftExtra.gran}
          onChange={(e) => filter.updateExtra({ gran: String(e.target.value) })}
          options={GRANS.map((g) => ({ value: g, label: t(`trend.${g}`) }))}
        />
        <Checkbox.Group
          aria-label={t('trend.metrics')}
          value={draftExtra.metrics}
          onChange={(metrics) => metrics.length > 0 && filter.updateExtra({ metrics: metrics as Metric[] })}
          options={METRICS.map((m) => ({ value: m, label: t(`metric.${m}`) }))}
        />
      </BaiduToolbar>
      {!filter.noSite && (
        <>
          {trend.data?.success === false && <BaiduError message={trend.data.error_msg} />}
          <KpiTiles
            loading={trend.isPending && query !== undefined}
            items={SUMMED.map((m) => ({ key: m, label: t(`metric.${m}`), value: trend.data?.sum?.[m] }))}
          />
          <ChartTableCard
            title={t('trend.title')}
            rows={rows}
            columns={columns}
            rowKey={(r) => r.time}
            fileName={`baidu-trend-${extra.gran}`}
            loading={trend.isFetching}
            scrollY={400}
            chart={{
              option: lineOption(
                rows.map((r) => r.time),
                shown.map((m) => ({ name: t(`metric.${m}`), data: rows.map((r) => r.values[m] ?? 0) })),
              ),
              label: t('trend.chart', {
                count: rows.length,
                metrics: shown.map((m) => t(`metric.${m}`)).join('、'),
              }),
            }}
            data-testid="stat-time-trend"
          />
        </>
      )}
    </div>
  );
}
