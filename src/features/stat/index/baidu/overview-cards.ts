import type { BaiduOtherOverview, BaiduReport, RatioData, VisitorMetrics } from '@/api/cms/stat-baidu';
import type { ChartTableCardProps } from '@/components/chart/ChartTableCard';

import { lineOption, pieOption } from '../chart-options';
import type { StatT } from '../i18n';

/**
 * The Baidu overview's reports as chart-and-table cards: each mapper turns one report into the card's
 * title, rows, columns, chart and CSV name, so the view only places them.
 */
export type OverviewCard<Row> = Omit<ChartTableCardProps<Row>, 'loading'>;

const sum = (values: readonly number[] | undefined) => (values ?? []).reduce((a, b) => a + b, 0);

interface DayRow {
  date: string;
  pv: number;
  uv: number;
  ip: number;
  time: number;
}

interface LocationRow {
  name: string;
  pv: number;
  ratio: number;
}

interface VisitorRow {
  name: string;
  label: string;
  newVisitor: VisitorMetrics['value'];
  oldVisitor: VisitorMetrics['value'] | undefined;
}

/** KPI tiles: the range's PV, UV and IP, and the mean visit time of its days. */
export function overviewKpis(t: StatT, trend: BaiduReport | undefined) {
  const datas = trend?.datas;
  const times = datas?.avg_visit_time ?? [];
  return [
    { key: 'pv', label: t('metric.pv_count'), value: sum(datas?.pv_count) },
    { key: 'uv', label: t('metric.visitor_count'), value: sum(datas?.visitor_count) },
    { key: 'ip', label: t('metric.ip_count'), value: sum(datas?.ip_count) },
    {
      key: 'time',
      label: t('metric.avg_visit_time'),
      value: times.length ? Math.round(sum(times) / times.length) : 0,
      suffix: t('second'),
    },
  ];
}

/** `trendOverview`: a day a row, PV/UV/IP as lines. */
export function visitTrendCard(t: StatT, trend: BaiduReport | undefined): OverviewCard<DayRow> {
  const datas = trend?.datas ?? {};
  const days = (trend?.xaxisDatas ?? []).map((date, i) => ({
    date,
    pv: datas.pv_count?.[i] ?? 0,
    uv: datas.visitor_count?.[i] ?? 0,
    ip: datas.ip_count?.[i] ?? 0,
    time: datas.avg_visit_time?.[i] ?? 0,
  }));
  return {
    title: t('overview.visitTrend'),
    rows: days,
    columns: [
      { key: 'date', title: t('date'), value: (r) => r.date },
      { key: 'pv', title: t('metric.pv_count'), value: (r) => r.pv, align: 'right' },
      { key: 'uv', title: t('metric.visitor_count'), value: (r) => r.uv, align: 'right' },
      { key: 'ip', title: t('metric.ip_count'), value: (r) => r.ip, align: 'right' },
      {
        key: 'time',
        title: `${t('metric.avg_visit_time')}(${t('second')})`,
        value: (r) => r.time,
        align: 'right',
      },
    ],
    rowKey: (r) => r.date,
    fileName: 'baidu-visit-trend',
    chart: {
      option: lineOption(
        days.map((d) => d.date),
        [
          { name: t('metric.pv_count'), data: days.map((d) => d.pv) },
          { name: t('metric.visitor_count'), data: days.map((d) => d.uv) },
          { name: t('metric.ip_count'), data: days.map((d) => d.ip) },
        ],
      ),
      label: t('overview.trendChart', { days: days.length }),
    },
  };
}

/** `districtOverview`: locations by PV, as a pie. */
export function locationCard(t: StatT, district: BaiduReport | undefined): OverviewCard<LocationRow> {
  const locations = (district?.xaxisList ?? [])
    .map((x) => {
      const value = (name: string) => Number(x.yaxisDataList.find((y) => y.yaxis === name)?.value ?? 0);
      return { name: x.xaxis, pv: value('pv_count'), ratio: value('ratio') };
    })
    .sort((a, b) => b.pv - a.pv);
  return {
    title: t('overview.location'),
    rows: locations,
    columns: [
      { key: 'name', title: t('overview.locationName'), value: (r) => r.name },
      { key: 'pv', title: 'PV', value: (r) => r.pv, align: 'right' },
      { key: 'ratio', title: t('overview.ratio'), value: (r) => `${r.ratio} %`, align: 'right' },
    ],
    rowKey: (r) => r.name,
    fileName: 'baidu-locations',
    chart: {
      option: pieOption(
        t('overview.locationName'),
        locations.map((l) => ({ name: l.name, value: l.pv })),
      ),
      label: t('overview.locationChart'),
    },
  };
}

/** `otherOverview`'s visitor data: each metric of new against returning visitors. */
export function visitorCard(t: StatT, other: BaiduOtherOverview | undefined): OverviewCard<VisitorRow> {
  const data = other?.visitorData;
  return {
    title: t('overview.visitor'),
    rows: (data?.newVisitor ?? []).map((m) => ({
      name: m.name,
      label: m.label,
      newVisitor: m.value,
      oldVisitor: data?.oldVisitor.find((o) => o.name === m.name)?.value,
    })),
    columns: [
      { key: 'label', title: t('overview.metrics'), value: (r) => r.label },
      { key: 'new', title: t('overview.newVisitor'), value: (r) => r.newVisitor },
      { key: 'old', title: t('overview.oldVisitor'), value: (r) => r.oldVisitor },
    ],
    rowKey: (r) => r.name,
    fileName: 'baidu-visitors',
  };
}

/** The three top-ten lists of `otherOverview` (landing pages, source sites, visited pages). */
export function ratioCards(t: StatT, other: BaiduOtherOverview | undefined): OverviewCard<RatioData>[] {
  const lists = [
    { key: 'top10Entry', rows: other?.landingPageRatioList, label: t('overview.url') },
    { key: 'top10Source', rows: other?.sourceSiteRatioList, label: t('overview.sourceSite') },
    { key: 'top10Visit', rows: other?.visitPageRatioList, label: 'URL' },
  ] as const;
  return lists.map(({ key, rows, label }) => ({
    title: t(`overview.${key}`),
    rows: rows ?? [],
    columns: [
      { key: 'label', title: label, value: (r) => r.label },
      { key: 'pv', title: 'PV', value: (r) => r.pv_count, align: 'right', width: 90 },
      {
        key: 'ratio',
        title: t('overview.ratio'),
        value: (r) => `${r.ratio} %`,
        align: 'right',
        width: 90,
      },
    ],
    rowKey: (r) => r.label,
    fileName: `baidu-${key}`,
  }));
}
