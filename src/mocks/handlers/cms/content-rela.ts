/**
 * ContentOpLogController and ContentRelaController of the content list: a content's operation log,
 * and its related contents (list, add skipping itself and those already related, remove).
 */
import type { HttpHandler } from 'msw';

import { contentsByIds, siteIdOf } from './content-support';
import type { MockContext } from '../../core/context';
import { filterRows, idList } from '../../core/crud';
import { auditedRoutes } from '../../services/audit-routes';

export function contentRelaHandlers(ctx: MockContext): HttpHandler[] {
  // Logged under the content module, as the console's operation log has always shown them.
  const route = auditedRoutes(ctx, { title: '内容管理', controller: 'ContentController' });
  return [
    route.get('/cms/content/log', {}, (c) => {
      const contentId = c.query.get('contentId') ?? '';
      const rows = filterRows(
        c.db.tables.contentOpLogs.filter((l) => l.contentId === contentId),
        c.query,
        { like: ['operator'], eq: ['type'] },
      ).sort((a, b) => b.logTime.localeCompare(a.logTime) || Number(b.logId) - Number(a.logId));
      return c.page(rows);
    }),

    route.get('/cms/content/rela', {}, (c) => {
      const contentId = c.query.get('contentId') ?? '';
      const relaIds = c.db.tables.contentRelas
        .filter((r) => r.contentId === contentId)
        .map((r) => r.relaContentId);
      const rows = filterRows(
        c.db.tables.contents.filter((r) => relaIds.includes(r.contentId)),
        c.query,
        { like: ['title'] },
      ).map((r) => ({ ...r, attributes: r.attributes, topFlag: String(r.topFlag), lock: r.isLock === 'Y' }));
      return c.page(rows);
    }),
    route.post('/cms/content/rela', { log: { fn: 'addRela', type: 'INSERT' } }, async (c) => {
      const contentId = c.query.get('contentId') ?? '';
      const [content] = contentsByIds(c, [contentId]);
      const ids = idList(await c.body<unknown>());
      const t = c.db.tables;
      for (const id of ids) {
        if (
          id === contentId ||
          t.contentRelas.some((r) => r.contentId === contentId && r.relaContentId === id)
        )
          continue;
        t.contentRelas.push({
          relaId: c.db.nextId(),
          siteId: content?.siteId ?? siteIdOf(c),
          contentId,
          relaContentId: id,
          createBy: c.optionalSession()?.userName ?? '',
          createTime: c.db.nowString(),
        });
      }
    }),
    route.delete('/cms/content/rela', { log: { fn: 'removeRela' } }, async (c) => {
      const contentId = c.query.get('contentId') ?? '';
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'relaContentIds');
      c.db.tables.contentRelas = c.db.tables.contentRelas.filter(
        (r) => !(r.contentId === contentId && ids.includes(r.relaContentId)),
      );
    }),
  ];
}
