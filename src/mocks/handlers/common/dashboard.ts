/**
 * The Home widgets' reads: server info (ServerController /dashboard), CMS configuration, the current
 * site's data counts (DashboardController / SiteStatController) and the Baidu Tongji visit trend
 * (BaiduTongjiController: the sites bound to the current site's Baidu account and their daily figures).
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import { formatDateTime } from '../../core/time';
import { currentSite } from '../../services/sites';

/** `DateUtils.getDatePoor`: "1天2小时3分钟". */
function runTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return `${Math.floor(minutes / 1440)}天${Math.floor((minutes % 1440) / 60)}小时${minutes % 60}分钟`;
}

/**
 * Rows of a table for the current site. CMS tables (catalogs, contents, …) arrive with their own
 * handlers; until a table exists its count is 0.
 */
function siteRows(c: Call, table: string, siteId: string): Record<string, unknown>[] {
  const rows = (c.db.tables as unknown as Record<string, unknown>)[table];
  if (!Array.isArray(rows)) return [];
  return (rows as Record<string, unknown>[]).filter((r) => String(r.siteId) === siteId);
}

function countBy(rows: Record<string, unknown>[], key: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    const k = String(row[key] ?? '');
    out[k] = String(Number(out[k] ?? 0) + 1);
  }
  return out;
}

const DAY_MS = 86_400_000;

/** A stable pseudo-random figure per Baidu site, day and metric: the same range always draws the same chart. */
function figure(seed: string, base: number, spread: number): number {
  let hash = 2166136261;
  for (const ch of seed) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return base + (Math.abs(hash) % spread);
}

/** `yyyy-MM-dd[ HH:mm:ss]` → epoch ms of that day (local midnight), or NaN. */
function dayOf(text: string | null): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() : NaN;
}

function ymd(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

/** Baidu Tongji sites per CMS site: the demo site has two, others none (the widget then stays empty). */
const BAIDU_SITES: Record<string, { site_id: string; domain: string }[]> = {
  '1': [
    { site_id: '19283746', domain: 'www.ecca-demo.cn' },
    { site_id: '19283747', domain: 'm.ecca-demo.cn' },
  ],
};

export function dashboardHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const startedAt = ctx.db.now();
  return [
    route.get('/monitor/server/dashboard', (c) =>
      ok({
        app: { name: 'ChestnutCMS', alias: 'chestnut', version: '1.5.5' },
        startTime: formatDateTime(startedAt),
        runTime: runTime(c.db.now() - startedAt),
      }),
    ),
    route.get('/cms/dashboard/config', () =>
      ok({ publishStrategy: 'ThreadPool', resourceRoot: '/home/chestnut/wwwroot_release/' }),
    ),
    route.get('/cms/dashboard/stat', (c) => {
      const { siteId } = currentSite(c);
      const contents = siteRows(c, 'contents', siteId);
      const resources = siteRows(c, 'resources', siteId);
      // Long counts: JSON strings.
      return ok({
        siteId,
        catalogCount: String(siteRows(c, 'catalogs', siteId).length),
        contentCount: String(contents.length),
        contentDetails: countBy(contents, 'contentType'),
        resourceCount: String(resources.length),
        resourceDetails: countBy(resources, 'resourceType'),
        templateCount: String(siteRows(c, 'templates', siteId).length),
      });
    }),
    route.get('/cms/stat/baidu/sites', (c) =>
      ok(
        (BAIDU_SITES[currentSite(c).siteId] ?? []).map((site) => ({
          ...site,
          status: 0,
          create_time: '2024-03-01 09:00:00',
        })),
      ),
    ),
    route.get('/cms/stat/baidu/trendOverview', (c) => {
      const bdSiteId = c.query.get('bdSiteId') ?? '';
      const known = Object.values(BAIDU_SITES).some((list) => list.some((s) => s.site_id === bdSiteId));
      const start = dayOf(c.query.get('startDate'));
      const end = dayOf(c.query.get('endDate'));
      // Baidu answers an unknown site or a bad range with success=false and its message.
      if (!known || Number.isNaN(start) || Number.isNaN(end) || end < start)
        return ok({ success: false, error_msg: 'invalid site or date range', xaxisDatas: [], datas: {} });
      const days: number[] = [];
      for (let day = start; day <= end && days.length < 366; day += DAY_MS) days.push(day);
      const series = (metric: string, base: number, spread: number) =>
        days.map((day) => figure(`${bdSiteId}:${metric}:${ymd(day)}`, base, spread));
      const pv = series('pv', 800, 900);
      return ok({
        success: true,
        xaxisDatas: days.map(ymd),
        datas: {
          pv_count: pv,
          visitor_count: pv.map((v, i) => Math.round(v * 0.42) + (i % 7)),
          ip_count: pv.map((v, i) => Math.round(v * 0.37) + (i % 5)),
          avg_visit_time: series('time', 60, 240),
        },
      });
    }),
  ];
}
