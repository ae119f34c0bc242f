/** The trend analysis of the mock's Baidu Tongji: a range's figures by hour, day, week or month. */
import { dayFigures, dayLabel, daysOf, type DayFigures } from './baidu-data';

const SUMMED = ['pv_count', 'visitor_count', 'ip_count', 'visit_count'] as const;
const DEFAULT_METRICS = ['pv_count', 'visitor_count', 'ip_count', 'visit_count'];
const KNOWN = [...SUMMED, 'avg_visit_time'] as const;
/** How a day's traffic spreads over its hours (night low, office hours high). */
const HOUR_WEIGHTS = [1, 1, 1, 1, 1, 2, 3, 5, 7, 8, 8, 7, 6, 7, 8, 8, 7, 6, 5, 5, 4, 3, 2, 1];
const HOUR_WEIGHT_SUM = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

type Metric = keyof DayFigures;
interface Bucket {
  label: string;
  figures: DayFigures[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Monday of the week of `day`. */
function weekStart(day: number): number {
  const d = new Date(day);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() + 6) % 7)).getTime();
}

function buckets(bdSiteId: string, start: number, end: number, today: number, gran: string): Bucket[] {
  const days = daysOf(start, end).map((day) => ({ day, f: dayFigures(bdSiteId, day, today) }));
  if (gran === 'hour') {
    const first = days[0];
    if (!first) return [];
    return HOUR_WEIGHTS.map((w, h) => {
      const scale = (n: number) => Math.round((n * w) / HOUR_WEIGHT_SUM);
      const f = first.f;
      return {
        label: `${pad(h)}:00 - ${pad(h)}:59`,
        figures: [
          {
            pv_count: scale(f.pv_count),
            visitor_count: scale(f.visitor_count),
            ip_count: scale(f.ip_count),
            visit_count: scale(f.visit_count),
            avg_visit_time: f.avg_visit_time,
          },
        ],
      };
    });
  }
  const groups = new Map<string, Bucket>();
  for (const { day, f } of days) {
    const d = new Date(day);
    let label = dayLabel(day);
    if (gran === 'month') label = `${d.getFullYear()}/${pad(d.getMonth() + 1)}`;
    if (gran === 'week') {
      const monday = weekStart(day);
      label = `${dayLabel(monday)} - ${dayLabel(monday + 6 * 86_400_000)}`;
    }
    const bucket = groups.get(label) ?? { label, figures: [] };
    bucket.figures.push(f);
    groups.set(label, bucket);
  }
  return [...groups.values()];
}

function valueOf(bucket: Bucket, metric: Metric): number {
  const total = bucket.figures.reduce((n, f) => n + f[metric], 0);
  return metric === 'avg_visit_time' ? Math.round(total / (bucket.figures.length || 1)) : total;
}

/** TrendTimeAResponse: `datas` for the asked metrics, `sum` of the four counters over the range. */
export function timeTrendReport(
  range: { bdSiteId: string; start: number; end: number; today: number },
  gran: string,
  metrics: string[],
) {
  const asked = (metrics.length ? metrics : DEFAULT_METRICS).filter((m): m is Metric =>
    (KNOWN as readonly string[]).includes(m),
  );
  const rows = buckets(range.bdSiteId, range.start, range.end, range.today, gran);
  const sum: Record<string, number> = {};
  for (const metric of SUMMED) sum[metric] = rows.reduce((n, row) => n + valueOf(row, metric), 0);
  return {
    success: true,
    timeSpan: gran,
    total: rows.length,
    xaxisDatas: rows.map((row) => row.label),
    datas: Object.fromEntries(asked.map((metric) => [metric, rows.map((row) => valueOf(row, metric))])),
    sum,
  };
}
