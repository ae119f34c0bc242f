/**
 * RecycleContentController: deleted contents are backed up (content-support backupAndRemove); the
 * bin lists the current site's backups newest first, recovers them or deletes them for good.
 */
import type { HttpHandler } from 'msw';

import { requireSiteView, restoreBackup } from './content-support';
import type { MockContext } from '../../core/context';
import { filterRows, idList } from '../../core/crud';
import { auditedRoutes } from '../../services/audit-routes';

export function contentRecycleHandlers(ctx: MockContext): HttpHandler[] {
  const recycle = auditedRoutes(ctx, { title: '回收站', controller: 'RecycleContentController' });
  return [
    recycle.get('/cms/content/recycle', { perm: 'cms:content:view' }, (c) => {
      const siteId = requireSiteView(c);
      const rows = filterRows(
        c.db.tables.contentBackups.filter((b) => b.siteId === siteId),
        c.query,
        { like: ['title'], eq: ['catalogId', 'contentType', 'status'] },
      ).sort((a, b) => b.backupTime.localeCompare(a.backupTime) || Number(b.backupId) - Number(a.backupId));
      return c.page(rows.map(({ detail: _detail, ...row }) => ({ ...row, topFlag: String(row.topFlag) })));
    }),
    recycle.post(
      '/cms/content/recycle/recover',
      { perm: 'cms:content:view', log: { fn: 'recover' } },
      async (c) => {
        requireSiteView(c);
        const ids = idList(await c.body<unknown>());
        if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'backupIds');
        for (const id of ids) {
          const backup = c.db.tables.contentBackups.find((b) => b.backupId === id);
          if (backup) restoreBackup(c, backup);
        }
      },
    ),
    recycle.delete('/cms/content/recycle', { perm: 'cms:content:view', log: { fn: 'remove' } }, async (c) => {
      requireSiteView(c);
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'backupIds');
      c.db.tables.contentBackups = c.db.tables.contentBackups.filter((b) => !ids.includes(b.backupId));
    }),
  ];
}
