/**
 * SiteController's theme endpoints: import a theme zip and export one (async tasks), then download
 * the exported zip.
 */
import type { HttpHandler } from 'msw';

import { findSite, taskStarted } from './site-support';
import type { MockContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { MockReply } from '../../core/reply';
import type { MockDb } from '../../db';
import { startAsyncTask } from '../../services/async-tasks';
import { auditedRoutes } from '../../services/audit-routes';

/** Themes exported per db (the backend keeps the zip on disk until downloaded again). */
const exportedThemes = new WeakMap<MockDb, Set<string>>();

export function siteThemeHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const audited = auditedRoutes(ctx, { title: '站点管理', controller: 'SiteController' });
  return [
    audited.post('/cms/site/importTheme', { log: { type: 'IMPORT', fn: 'importSiteTheme' } }, async (c) => {
      const form = await c.form();
      const siteId = String(form.get('siteId') ?? '');
      c.validate((v) => [v.longId(siteId), v.notNull(siteId || undefined)]);
      c.requirePerm(`Site:Edit:${siteId}`);
      findSite(c, siteId);
      const file = form.get('file');
      if (file === null || typeof file === 'string') {
        throw new MockReply(fail("Required request part 'file' is not present"));
      }
      if (!file.name.toLowerCase().endsWith('.zip')) throw new MockReply(fail('主题文件仅支持zip类型'));
      const taskId = startAsyncTask(c.db, {
        taskId: `SiteThemeImport-${siteId}`,
        type: 'SiteThemeImport',
        durationMs: 3000,
        locale: c.locale,
      });
      return taskStarted(c, taskId, 'ERR.COMMON.ASYNC_TASK_RUNNING', `SiteThemeImport-${siteId}`);
    }),
    audited.post('/cms/site/exportTheme', { log: { type: 'EXPORT', fn: 'exportSiteTheme' } }, async (c) => {
      const body = await c.body<{ siteId?: unknown }>();
      c.validate((v) => [v.longId(body.siteId), v.notNull(body.siteId)]);
      const siteId = String(body.siteId);
      c.requirePerm(`Site:Edit:${siteId}`);
      findSite(c, siteId);
      const taskId = startAsyncTask(c.db, {
        taskId: `SiteExport-${siteId}`,
        type: 'SiteExport',
        durationMs: 3000,
        locale: c.locale,
        onSuccess: (db) => {
          const done = exportedThemes.get(db) ?? new Set<string>();
          done.add(siteId);
          exportedThemes.set(db, done);
        },
      });
      return taskStarted(c, taskId, 'ERRCODE.CMS.CONTENTCORE.SITE_EXPORT_TASK_EXISTS');
    }),
    route.get<{ siteId: string }>('/cms/site/downloadTheme/{siteId}', (c) => {
      const { siteId } = c.params;
      c.requirePerm(`Site:Edit:${siteId}`);
      const site = findSite(c, siteId);
      if (!exportedThemes.get(c.db)?.has(siteId)) return new Response(null, { status: 500 });
      // An empty zip (end-of-central-directory record only) is a valid archive.
      const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
      const name = `${site.path}_theme.zip`;
      return new Response(zip, {
        status: 200,
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': `attachment; filename="${name}"`,
          'Content-Length': String(zip.length),
        },
      });
    }),
  ];
}
