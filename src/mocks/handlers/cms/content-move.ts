/**
 * ContentController's copy (a deep copy or a mapping sharing the body), move to another catalog and
 * sort (place before a target in the catalog's order). Each checks the catalog permissions of the
 * contents and of the target catalog (`Catalog:AddContent:{catalogId}`) and the contents' locks.
 */
import type { HttpHandler } from 'msw';

import { defaultOrder } from './content';
import {
  contentsByIds,
  opLog,
  requireCatalogPerm,
  requireSiteView,
  requireUnlocked,
} from './content-support';
import type { Call, MockContext } from '../../core/context';
import { idList, stampUpdate } from '../../core/crud';
import type { CmsCatalog, CmsContent } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';

function findCatalog(c: Call, catalogId: unknown): CmsCatalog {
  const catalog = c.db.tables.catalogs.find((cat) => cat.catalogId === String(catalogId));
  if (!catalog) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'catalogId', String(catalogId));
  return catalog;
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

export function contentMoveHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '内容管理', controller: 'ContentController' });
  return [
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
        stampUpdate(c, row);
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
      stampUpdate(c, row);
      opLog(c, [row], 'SORT');
    }),
  ];
}
