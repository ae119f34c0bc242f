/** The source reports of the mock's Baidu Tongji (visit source, search engine, search word). */
import {
  dayFigures,
  daysOf,
  ENGINES,
  figure,
  METRIC_LABELS,
  SEARCH_WORDS,
  SOURCE_METRICS,
  SOURCE_SITES,
  SOURCE_TYPES,
} from './baidu-data';

export interface SourceFilter {
  bdSiteId: string;
  start: number;
  end: number;
  today: number;
  clientDevice: string;
  visitor: string;
}

/** Share of the traffic a device and visitor filter keeps. */
function filterShare({ clientDevice, visitor }: SourceFilter): number {
  const device = clientDevice === 'pc' ? 0.64 : clientDevice === 'mobile' ? 0.36 : 1;
  const who = visitor === 'new' ? 0.62 : visitor === 'old' ? 0.38 : 1;
  return device * who;
}

interface Totals {
  pv: number;
  uv: number;
  ip: number;
  visits: number;
  time: number;
  days: number;
}

function totals(filter: SourceFilter): Totals {
  const sum: Totals = { pv: 0, uv: 0, ip: 0, visits: 0, time: 0, days: 0 };
  for (const day of daysOf(filter.start, filter.end)) {
    const f = dayFigures(filter.bdSiteId, day, filter.today);
    if (f.pv_count === 0) continue;
    sum.pv += f.pv_count;
    sum.uv += f.visitor_count;
    sum.ip += f.ip_count;
    sum.visits += f.visit_count;
    sum.time += f.avg_visit_time;
    sum.days += 1;
  }
  const share = filterShare(filter);
  return {
    ...sum,
    pv: Math.round(sum.pv * share),
    uv: Math.round(sum.uv * share),
    ip: Math.round(sum.ip * share),
    visits: Math.round(sum.visits * share),
  };
}

/** The six metrics of a part of the traffic (`weight` of 1 = all of it). */
function metricValues(t: Totals, weight: number, seed: string): Record<string, number> {
  const visits = Math.max(1, Math.round(t.visits * weight));
  const pv = Math.round(t.pv * weight);
  return {
    pv_count: pv,
    visitor_count: Math.round(t.uv * weight),
    ip_count: Math.round(t.ip * weight),
    bounce_ratio: figure(`${seed}:bounce`, 3500, 4000) / 100,
    avg_visit_time: t.days ? Math.round(t.time / t.days) : 0,
    avg_visit_pages: Math.round((pv / visits) * 100) / 100,
  };
}

/** The entries of each report kind, by its view option. */
function entriesOf(kind: 'all' | 'engine' | 'word', option: string): string[] {
  if (kind === 'engine') return ENGINES;
  if (kind === 'word') return option === 'engine' ? ENGINES : SEARCH_WORDS;
  return option === 'site' ? SOURCE_SITES : SOURCE_TYPES;
}

/** SourceAllAResponse / SourceEngineAResponse / SourceSearchWordAResponse. */
export function sourceReport(filter: SourceFilter, kind: 'all' | 'engine' | 'word', option: string) {
  const t = totals(filter);
  const names = entriesOf(kind, option);
  const weights = names.map((name) => figure(`${filter.bdSiteId}:${kind}:${name}`, 5, 60));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const sumValues = metricValues(t, 1, `${filter.bdSiteId}:${kind}`);
  return {
    success: true,
    total: String(names.length),
    sumDataList: SOURCE_METRICS.map((metrics) => ({
      metrics,
      label: METRIC_LABELS[metrics],
      value: sumValues[metrics],
    })),
    sourceDataList: names
      .map((name, i) => {
        const values = metricValues(t, (weights[i] ?? 0) / weightSum, `${filter.bdSiteId}:${name}`);
        return {
          name,
          dataList: SOURCE_METRICS.map((yaxis) => ({ yaxis, value: values[yaxis] ?? 0 })),
        };
      })
      .sort((a, b) => (b.dataList[0]?.value ?? 0) - (a.dataList[0]?.value ?? 0)),
  };
}
