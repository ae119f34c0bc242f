/**
 * Baidu Tongji figures of the mock: one deterministic value per Baidu site, day and metric (a hash, not a
 * random draw), so the same range always answers the same report. Baidu keeps the last 90 days here;
 * earlier days count nothing.
 */
const DAY_MS = 86_400_000;
export const KEPT_DAYS = 90;

/** A stable pseudo-random figure in [base, base + spread). */
export function figure(seed: string, base: number, spread: number): number {
  let hash = 2166136261;
  for (const ch of seed) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return base + (Math.abs(hash) % spread);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Baidu's day label: "yyyy/MM/dd". */
export function dayLabel(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

/** `yyyy-MM-dd[ HH:mm:ss]` → local midnight of that day in epoch ms, or NaN. */
export function dayOf(text: string | null): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() : NaN;
}

/** The days from `start` to `end` (local midnights, at most a year). */
export function daysOf(start: number, end: number): number[] {
  const days: number[] = [];
  for (
    let day = start;
    day <= end && days.length < 366;
    day = new Date(day).setDate(new Date(day).getDate() + 1)
  )
    days.push(day);
  return days;
}

/** One day's figures of a Baidu site; zero outside the kept 90 days. */
export interface DayFigures {
  pv_count: number;
  visitor_count: number;
  ip_count: number;
  visit_count: number;
  avg_visit_time: number;
}

export function dayFigures(bdSiteId: string, day: number, today: number): DayFigures {
  if (day > today || day < today - KEPT_DAYS * DAY_MS)
    return { pv_count: 0, visitor_count: 0, ip_count: 0, visit_count: 0, avg_visit_time: 0 };
  const key = `${bdSiteId}:${dayLabel(day)}`;
  // Weekends are quieter, as on a real site.
  const weekday = new Date(day).getDay();
  const pv = Math.round(figure(`${key}:pv`, 800, 900) * (weekday === 0 || weekday === 6 ? 0.6 : 1));
  return {
    pv_count: pv,
    visitor_count: Math.round(pv * 0.42) + (weekday % 7),
    ip_count: Math.round(pv * 0.37) + (weekday % 5),
    visit_count: Math.round(pv * 0.55),
    avg_visit_time: figure(`${key}:time`, 60, 240),
  };
}

/** Baidu's Chinese metric labels (its reports are not translated). */
export const METRIC_LABELS: Record<string, string> = {
  pv_count: '浏览量(PV)',
  visitor_count: '访客数(UV)',
  ip_count: 'IP数',
  visit_count: '访问次数',
  bounce_ratio: '跳出率',
  avg_visit_time: '平均访问时长',
  avg_visit_pages: '平均访问页数',
};

export const SOURCE_METRICS = [
  'pv_count',
  'visitor_count',
  'ip_count',
  'bounce_ratio',
  'avg_visit_time',
  'avg_visit_pages',
] as const;

/** Shares of a total that sum to 100 (two decimals), in the order of `weights`. */
export function ratios(weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  return weights.map((w) => Math.round((w / total) * 10_000) / 100);
}

export const REGIONS = ['北京', '上海', '广东', '浙江', '江苏', '四川', '湖北', '山东', '河南', '福建'];
export const SOURCE_TYPES = ['直接访问', '搜索引擎', '外部链接', '社交媒体'];
export const SOURCE_SITES = [
  'www.baidu.com',
  'www.so.com',
  'weixin.qq.com',
  'www.zhihu.com',
  'www.sogou.com',
];
export const ENGINES = ['百度', '360搜索', '搜狗', '必应', '谷歌'];
export const SEARCH_WORDS = ['工程咨询', '资信评价', '全过程咨询', '继续教育', '可研报告', '年会', '招聘'];
export const PAGES = [
  '/',
  '/news/',
  '/news/notice/',
  '/zxpj/',
  '/jxjy/',
  '/about/',
  '/news/industry/',
  '/contact/',
  '/search/',
  '/member/login/',
  '/news/2026/11/notice.shtml',
];
