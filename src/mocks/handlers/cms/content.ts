/**
 * Content list (ContentController minus add/update, ContentOpLogController, ContentRelaController,
 * RecycleContentController). Every write checks in code, like the backend, the catalog permission of
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
  requireUnlocked,
  restoreBackup,
  siteIdOf,
  toListVO,
} from './content-support';
import type { Call, MockContext } from '../../core/context';
import { filterRows, idList } from '../../core/crud';
import { ok } from '../../core/envelope';
import { parseDateTime } from '../../core/time';
import type { CmsCatalog, CmsContent } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import { currentSite } from '../../services/sites';

/** Baidu's daily push quota of a site (the answer's `remain` counts down from it). */
const BAIDU_DAILY_QUOTA = 3000;

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

function findCatalog(c: Call, catalogId: unknown): CmsCatalog {
  const catalog = c.db.tables.catalogs.find((cat) => cat.catalogId === String(catalogId));
  if (!catalog) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'catalogId', String(catalogId));
  return catalog;
}

function requireSiteView(c: Call): string {
  const siteId = siteIdOf(c);
  c.requirePerm(`Site:View:${siteId}`);
  return siteId;
}

function includesChildren(c: Call): boolean {
  return c.user().preferences?.IncludeChildContent === 'Y';
}

/** Places `row` right before `target` in the catalog's order, keeping the set of sort flags. */
function sortBefore(c: Call, row: CmsContent, target: CmsContent): void {
  const siblings = defaultOrder(c.db.tables.contents.filter((r) => r.catalogId === row.catalogId));
  const flags = siblings.map((r) => r.sortFlag).sort((a, b) => b - a);
  const without = siblings.filter((r) => r !== row);
  without.splice(without.indexOf(target), 0, row);
  if (target.topFlag > 0) {
    row.topFlag = target.topFlag;
    row.topDate = target.topDate;
  } else {
    row.topFlag = 0;
    row.topDate = undefined;
  }
  // The new order still groups rows by top flag (the row took its target's): re-deal the sort flags.
  without.forEach((r, i) => {
    r.sortFlag = flags[i] ?? r.sortFlag;
  });
}

function copyRow(c: Call, source: CmsContent, catalog: CmsCatalog, copyType: number): CmsContent {
  const t = c.db.tables;
  const contentId = c.db.nextId();
  const maxSort = Math.max(0, ...t.contents.map((r) => r.sortFlag));
  const copy: CmsContent = {
    ...source,
    contentId,
    siteId: catalog.siteId,
    catalogId: catalog.catalogId,
    catalogAncestors: catalog.ancestors,
    topCatalog: catalog.ancestors.split(':')[0] ?? catalog.catalogId,
    status: '0',
    topFlag: 0,
    topDate: undefined,
    sortFlag: maxSort + 1,
    isLock: 'N',
    lockUser: undefined,
    copyType,
    copyId: source.contentId,
    publishDate: undefined,
    offlineDate: undefined,
    staticPath: undefined,
    viewCount: 0,
    favoriteCount: 0,
    likeCount: 0,
    commentCount: 0,
    createBy: c.optionalSession()?.userName ?? '',
    createTime: c.db.nowString(),
    updateBy: undefined,
    updateTime: undefined,
  };
  t.contents.push(copy);
  catalog.contentCount++;
  // A mapping shares the source's body; a deep copy owns copies of the detail rows.
  if (copyType === 1) {
    const id = source.contentId;
    const article = t.articleDetails.find((d) => d.contentId === id);
    if (article) t.articleDetails.push({ ...article, contentId });
    t.images.push(
      ...t.images.filter((d) => d.contentId === id).map((d) => ({ ...d, imageId: c.db.nextId(), contentId })),
    );
    t.audios.push(
      ...t.audios.filter((d) => d.contentId === id).map((d) => ({ ...d, audioId: c.db.nextId(), contentId })),
    );
    t.videos.push(
      ...t.videos.filter((d) => d.contentId === id).map((d) => ({ ...d, videoId: c.db.nextId(), contentId })),
    );
    const book = t.bookDetails.find((d) => d.contentId === id);
    if (book) t.bookDetails.push({ ...book, contentId });
    t.bookChapters.push(
      ...t.bookChapters
        .filter((d) => d.contentId === id)
        .map((d) => ({ ...d, chapterId: c.db.nextId(), contentId })),
    );
  }
  return copy;
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
  const recycle = auditedRoutes(ctx, { title: '回收站', controller: 'RecycleContentController' });
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
    route.post('/cms/content/copy', { log: { fn: 'copy', type: 'INSERT' } }, async (c) => {
      requireSiteView(c);
      const body = await c.body<{ contentIds?: unknown; catalogIds?: unknown; copyType?: unknown }>();
      const catalogIds = idList(body.catalogIds ?? []);
      c.validate((v) => [v.notNull(body.copyType), v.notEmpty(catalogIds)]);
      const copyType = Number(body.copyType);
      if (copyType !== 1 && copyType !== 2) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'copyType');
      const rows = contentsByIds(c, idList(body.contentIds ?? []));
      const catalogs = catalogIds.map((id) => findCatalog(c, id));
      for (const catalog of catalogs) c.requirePerm(`Catalog:AddContent:${catalog.catalogId}`);
      const copies = catalogs.flatMap((catalog) => rows.map((row) => copyRow(c, row, catalog, copyType)));
      opLog(c, copies, 'ADD', copyType === 1 ? 'COPY' : 'MAPPING');
    }),
    route.post('/cms/content/move', { log: { fn: 'move', type: 'UPDATE' } }, async (c) => {
      requireSiteView(c);
      const body = await c.body<{ contentIds?: unknown; catalogId?: unknown }>();
      c.validate((v) => [v.longId(body.catalogId)]);
      const rows = contentsByIds(c, idList(body.contentIds ?? []));
      requireCatalogPerm(c, rows, 'EditContent');
      requireUnlocked(c, rows);
      const target = findCatalog(c, body.catalogId);
      c.requirePerm(`Catalog:AddContent:${target.catalogId}`);
      for (const row of rows) {
        if (row.catalogId === target.catalogId) continue;
        const from = c.db.tables.catalogs.find((cat) => cat.catalogId === row.catalogId);
        if (from) from.contentCount = Math.max(0, from.contentCount - 1);
        target.contentCount++;
        row.catalogId = target.catalogId;
        row.catalogAncestors = target.ancestors;
        row.topCatalog = target.ancestors.split(':')[0] ?? target.catalogId;
        stamp(c, row);
      }
      opLog(c, rows, 'UPDATE', `MOVE -> ${target.name}`);
    }),
    route.post('/cms/content/sort', { log: { fn: 'sort', type: 'UPDATE' } }, async (c) => {
      requireSiteView(c);
      const body = await c.body<{ contentId?: unknown; targetContentId?: unknown }>();
      c.validate((v) => [v.longId(body.contentId), v.longId(body.targetContentId)]);
      const [row, target] = contentsByIds(c, [String(body.contentId), String(body.targetContentId)]) as [
        CmsContent,
        CmsContent,
      ];
      requireCatalogPerm(c, [row], 'EditContent');
      requireUnlocked(c, [row]);
      if (row.contentId === target.contentId) return;
      if (row.catalogId !== target.catalogId) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'targetContentId');
      sortBefore(c, row, target);
      stamp(c, row);
      opLog(c, [row], 'SORT');
    }),
    route.delete('/cms/content', { log: { fn: 'remove' } }, async (c) => {
      const rows = await writable(c, 'DeleteContent');
      opLog(c, rows, 'DELETE');
      for (const row of rows) backupAndRemove(c, row);
    }),
    // ContentIndexController (the list's "Create Index"): the mock keeps no search index, the content must exist.
    ctx.route.post<{ contentId: string }>(
      '/cms/search/build/{contentId}',
      { perm: 'cms:contentindex:view' },
      (c) => {
        contentsByIds(c, [c.params.contentId]);
      },
    ),
    // SitePushController: one result per enabled publish pipe; only published contents have a page to push.
    ctx.route.post('/cms/seo/baidu_push', {}, async (c) => {
      const site = currentSite(c);
      const rows = contentsByIds(c, idList(await c.body<unknown>()));
      const pushed = rows.filter((r) => r.siteId === site.siteId && r.status === '30').length;
      const pipes = c.db.tables.publishPipes
        .filter((p) => p.siteId === site.siteId && p.state === '0')
        .sort((a, b) => a.sort - b.sort);
      return ok(
        pipes.map((p) => ({ publishPipeCode: p.code, success: pushed, remain: BAIDU_DAILY_QUOTA - pushed })),
      );
    }),

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
