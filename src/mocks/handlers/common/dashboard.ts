/**
 * The Home widgets' reads: server info (ServerController /dashboard), CMS configuration, the current
 * site's data counts (DashboardController / SiteStatController). The Baidu Tongji visit trend is
 * BaiduTongjiController's (../stat/baidu.ts).
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
  ];
}
