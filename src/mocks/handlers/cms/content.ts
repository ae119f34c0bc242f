/**
 * Content list (ContentController minus add/update; the op log and related contents are in
 * content-rela.ts, the recycle bin in content-recycle.ts, index and Baidu push in seo.ts). Every write checks in code, like the backend, the catalog permission of
 * each content (`Catalog:EditContent|DeleteContent:{catalogId}`) and that nobody else holds its lock.
 * Publish, offline, copy and move run synchronously in 1.5.5 and answer no task id.
 */
import type { HttpHandler } from 'msw';

import {
  attributeBit,
  backupAndRemove,
  contentsByIds,
  opLog,
  queuePublish,
  requireCatalogPerm,
  requireSiteView,
  requireUnlocked,
  toListVO,
} from './content-support';
import type { Call, MockContext } from '../../core/context';
import { filterRows, idList } from '../../core/crud';
import { ok } from '../../core/envelope';
import { parseDateTime } from '../../core/time';
import type { CmsContent } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';

const SORTABLE = new Set([
  'createTime',
  'publishDate',
  'updateTime',
  'viewCount',
  'favoriteCount',
  'likeCount',
  'commentCount',
  'topFlag',
  'sortFlag',
  'title',
]);

type Order = { key: keyof CmsContent; desc: boolean }[];

/** `col#asc@col2#desc` (CmsContent property names); default: top first, then the sort flag. */
function parseSorts(sorts: string | null): Order {
  const parsed = (sorts ?? '')
    .split('@')
    .map((part) => part.split('#'))
    .filter(([col]) => col && SORTABLE.has(col))
    .map(([col, dir]) => ({ key: col as keyof CmsContent, desc: dir?.toLowerCase() === 'desc' }));
  return parsed.length > 0
    ? parsed
    : [
        { key: 'topFlag', desc: true },
        { key: 'sortFlag', desc: true },
      ];
}

function compare(order: Order) {
  return (a: CmsContent, b: CmsContent) => {
    for (const { key, desc } of order) {
      const x = a[key];
      const y = b[key];
      let d: number;
      if (typeof x === 'number' || typeof y === 'number') d = Number(x ?? 0) - Number(y ?? 0);
      else if (key === 'createTime' || key === 'publishDate' || key === 'updateTime')
        d = (parseDateTime(String(x ?? '')) || 0) - (parseDateTime(String(y ?? '')) || 0);
      else d = String(x ?? '').localeCompare(String(y ?? ''));
      if (d !== 0) return desc ? -d : d;
    }
    return 0;
  };
}

/** The catalog ordering every sort operates on (what the list shows by default). */
export function defaultOrder(rows: readonly CmsContent[]): CmsContent[] {
  return [...rows].sort(compare(parseSorts(null)));
}

function includesChildren(c: Call): boolean {
  return c.user().preferences?.IncludeChildContent === 'Y';
}

/** Reads `List<Long>` bodies and checks permission and lock for every content. */
async function writable(c: Call, item: 'EditContent' | 'DeleteContent'): Promise<CmsContent[]> {
  requireSiteView(c);
  const rows = contentsByIds(c, idList(await c.body<unknown>()));
  requireCatalogPerm(c, rows, item);
  requireUnlocked(c, rows);
  return rows;
}

function stamp(c: Call, row: CmsContent): void {
  row.updateBy = c.optionalSession()?.userName ?? '';
  row.updateTime = c.db.nowString();
}

export function contentHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '内容管理', controller: 'ContentController' });
  return [
    route.get('/cms/content/list', {}, (c) => {
      const siteId = requireSiteView(c);
      const catalogId = c.query.get('catalogId')?.trim();
      // The backend answers an empty page without a catalog or without Catalog:View on it.
      if (!catalogId || !c.hasPerm(`Catalog:View:${catalogId}`)) return c.page([]);
      const children = includesChildren(c);
      const inCatalog = c.db.tables.contents.filter(
        (r) =>
          r.siteId === siteId &&
          (r.catalogId === catalogId || (children && r.catalogAncestors.split(':').includes(catalogId))),
      );
      const rows = filterRows(inCatalog, c.query, {
        like: ['title'],
        eq: ['contentType', 'status'],
        time: 'createTime',
      }).sort(compare(parseSorts(c.query.get('sorts'))));
      return c.page(rows.map((r) => toListVO(c, r)));
    }),

    route.post('/cms/content/publish', { log: { fn: 'publish', type: 'UPDATE' } }, async (c) => {
      requireSiteView(c);
      const body = await c.body<{ contentIds?: unknown }>();
      const rows = contentsByIds(c, idList(body.contentIds ?? []));
      requireCatalogPerm(c, rows, 'EditContent');
      requireUnlocked(c, rows);
      for (const row of rows) {
        row.status = '30';
        row.publishDate ??= c.db.nowString();
        row.offlineDate = undefined;
        stamp(c, row);
        queuePublish(c.db, row);
      }
      opLog(c, rows, 'PUBLISH');
    }),
    route.post('/cms/content/to_publish', { log: { fn: 'toPublish', type: 'UPDATE' } }, async (c) => {
      const rows = await writable(c, 'EditContent');
      // Published contents stay published (the backend skips them).
      const changed = rows.filter((r) => r.status !== '30');
      for (const row of changed) {
        row.status = '20';
        stamp(c, row);
      }
      opLog(c, changed, 'TO_PUBLISH');
    }),
    route.post('/cms/content/offline', { log: { fn: 'offline', type: 'UPDATE' } }, async (c) => {
      const rows = await writable(c, 'EditContent');
      const published = rows.filter((r) => r.status === '30');
      for (const row of published) {
        row.status = '40';
        row.offlineDate = c.db.nowString();
        stamp(c, row);
      }
      opLog(c, published, 'OFFLINE');
    }),
    route.post('/cms/content/archive', { log: { fn: 'archive', type: 'UPDATE' } }, async (c) => {
      const rows = await writable(c, 'EditContent');
      for (const row of rows) stamp(c, row);
      opLog(c, rows, 'UPDATE', 'ARCHIVE');
    }),
    route.post('/cms/content/set_top', { log: { fn: 'setTop', type: 'UPDATE' } }, async (c) => {
      requireSiteView(c);
      const body = await c.body<{ contentIds?: unknown; topEndTime?: unknown }>();
      const rows = contentsByIds(c, idList(body.contentIds ?? []));
      requireCatalogPerm(c, rows, 'EditContent');
      requireUnlocked(c, rows);
      const end = body.topEndTime ? String(body.topEndTime) : undefined;
      if (end && Number.isNaN(parseDateTime(end))) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'topEndTime');
      for (const row of rows) {
        row.topFlag = c.db.now();
        row.topDate = end;
        stamp(c, row);
      }
      opLog(c, rows, 'TOP');
    }),
    route.post('/cms/content/cancel_top', { log: { fn: 'cancelTop', type: 'UPDATE' } }, async (c) => {
      const rows = await writable(c, 'EditContent');
      for (const row of rows) {
        row.topFlag = 0;
        row.topDate = undefined;
        stamp(c, row);
      }
      opLog(c, rows, 'CANCEL_TOP');
    }),
    ...(['post', 'delete'] as const).map((method) =>
      route[method](
        '/cms/content/attr',
        { log: { fn: method === 'post' ? 'addAttr' : 'removeAttr' } },
        async (c) => {
          requireSiteView(c);
          const body = await c.body<{ contentIds?: unknown; attr?: unknown }>();
          c.validate((v) => [v.notEmpty(body.attr)]);
          const bit = attributeBit(String(body.attr));
          if (bit === undefined) return c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'attr');
          const rows = contentsByIds(c, idList(body.contentIds ?? []));
          requireCatalogPerm(c, rows, 'EditContent');
          requireUnlocked(c, rows);
          for (const row of rows) {
            row.attributes = method === 'post' ? row.attributes | bit : row.attributes & ~bit;
            stamp(c, row);
          }
          opLog(c, rows, 'UPDATE', `${method === 'post' ? '+' : '-'}${String(body.attr)}`);
        },
      ),
    ),
    route.post<{ contentId: string }>('/cms/content/lock/{contentId}', { log: { fn: 'lock' } }, (c) => {
      requireSiteView(c);
      const rows = contentsByIds(c, [c.params.contentId]);
      requireCatalogPerm(c, rows, 'EditContent');
      requireUnlocked(c, rows);
      const [row] = rows as [CmsContent];
      const me = c.session().userName;
      row.isLock = 'Y';
      row.lockUser = me;
      opLog(c, rows, 'LOCK');
      return ok(me);
    }),
    route.post<{ contentId: string }>('/cms/content/unlock/{contentId}', { log: { fn: 'unlock' } }, (c) => {
      requireSiteView(c);
      const rows = contentsByIds(c, [c.params.contentId]);
      requireCatalogPerm(c, rows, 'EditContent');
      requireUnlocked(c, rows);
      const [row] = rows as [CmsContent];
      row.isLock = 'N';
      row.lockUser = undefined;
      opLog(c, rows, 'UNLOCK');
    }),
    route.delete('/cms/content', { log: { fn: 'remove' } }, async (c) => {
      const rows = await writable(c, 'DeleteContent');
      opLog(c, rows, 'DELETE');
      for (const row of rows) backupAndRemove(c, row);
    }),
  ];
}
