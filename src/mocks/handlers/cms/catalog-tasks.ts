/**
 * The catalog operations the backend runs as async tasks: publish, move, delete, clear and merge.
 * Each checks its arguments at once (sync errors), then answers a task id; the task's success applies
 * the change. Deleting a branch holding a content locked by another user fails half way with
 * CONTENT_LOCKED, as ContentServiceImpl.deleteContent does.
 */
import type { HttpHandler } from 'msw';

import type { Call } from '../../core/context';
import { ok } from '../../core/envelope';
import type { CmsCatalog, CmsContent, MockDb } from '../../db';
import { startAsyncTask, type AsyncTaskPlan } from '../../services/async-tasks';
import type { AuditedRoutes } from '../../services/audit-routes';
import {
  childrenOf,
  findCatalog,
  lockedByOther,
  MAX_CATALOG_TREE_LEVEL,
  recycleContents,
  refreshChildCount,
  relocate,
  renumber,
  requireCatalog,
  subtree,
} from '../../services/catalogs';

type Body = Record<string, unknown>;

/** Catalog tasks are quick: half a second queued, two seconds running. */
const TIMING = { readyMs: 300, durationMs: 2000 };

function start(c: Call, plan: Omit<AsyncTaskPlan, 'locale'> & { taskId: string }) {
  const taskId = startAsyncTask(c.db, { ...TIMING, ...plan, locale: c.locale });
  if (taskId === undefined) return c.error('ERR.COMMON.ASYNC_TASK_RUNNING', plan.taskId);
  return ok(taskId);
}

function contentsOf(db: MockDb, catalogs: readonly CmsCatalog[]): CmsContent[] {
  const ids = new Set(catalogs.map((c) => c.catalogId));
  return db.tables.contents.filter((content) => ids.has(content.catalogId));
}

/** Removes a branch: its contents go to the recycle bin, its page widgets and grants go away. */
function removeBranch(db: MockDb, catalog: CmsCatalog, operator: string): void {
  const rows = subtree(db, catalog);
  const ids = new Set(rows.map((r) => r.catalogId));
  recycleContents(db, contentsOf(db, rows), operator);
  db.tables.pageWidgets = db.tables.pageWidgets.filter((w) => !ids.has(w.catalogId));
  db.tables.catalogs = db.tables.catalogs.filter((c) => !ids.has(c.catalogId));
  for (const grant of db.tables.permissions) {
    if (grant.permType === 'Catalog')
      grant.permissions = grant.permissions.filter((key) => !ids.has(key.split(':')[2] ?? ''));
  }
  renumber(childrenOf(db, catalog.siteId, catalog.parentId));
  refreshChildCount(db, catalog.siteId, catalog.parentId);
}

function depthOf(db: MockDb, catalog: CmsCatalog): number {
  return Math.max(...subtree(db, catalog).map((r) => r.treeLevel)) - catalog.treeLevel;
}

export function catalogTaskHandlers(route: AuditedRoutes): HttpHandler[] {
  return [
    route.post('/cms/catalog/publish', { log: { fn: 'publishCatalog', type: 'OTHER' } }, async (c) => {
      const body = await c.body<Body>();
      c.validate((v) => [
        v.longId(body.catalogId),
        v.notNull(body.catalogId),
        v.notNull(body.publishChild),
        v.notNull(body.publishDetail),
        v.notEmpty(body.publishStatus),
      ]);
      c.requirePerm(`Catalog:Publish:${String(body.catalogId)}`);
      const catalog = requireCatalog(c, body.catalogId);
      if (catalog.visibleFlag !== 'Y' || catalog.staticFlag !== 'Y' || catalog.catalogType === 'link')
        c.error('ERRCODE.CMS.CONTENTCORE.CATALOG_CANNOT_PUBLISH');
      const withChildren = body.publishChild === true;
      const detail = body.publishDetail === true;
      const status = String(body.publishStatus);
      const catalogId = catalog.catalogId;
      return start(c, {
        taskId: `Publish-Catalog-${catalogId}`,
        type: 'Publish',
        onSuccess: (db) => {
          const self = findCatalog(db, catalogId);
          if (!self) return;
          const rows = (withChildren ? subtree(db, self) : [self]).filter(
            (r) => r.visibleFlag === 'Y' && r.catalogType !== 'link',
          );
          for (const row of rows) row.status = '30';
          if (!detail) return;
          for (const content of contentsOf(db, rows)) {
            if (content.status !== status) continue;
            content.status = '30';
            content.publishDate ??= db.nowString();
          }
        },
      });
    }),
    route.post<{ from: string; to: string }>(
      '/cms/catalog/move/{from}/{to}',
      { log: { fn: 'moveCatalog', type: 'UPDATE' } },
      (c) => {
        const { from, to } = c.params;
        c.requirePerm(`Catalog:Move:${from}`);
        c.requirePerm(`Catalog:Move:${to}`);
        const catalog = requireCatalog(c, from);
        const target = to === '0' ? undefined : requireCatalog(c, to);
        if (target && (target === catalog || target.ancestors.split(':').includes(catalog.catalogId)))
          c.error('ERRCODE.CMS.CONTENTCORE.CATALOG_MOVE_TO_SELF_OR_CHILD');
        if (target && target.siteId !== catalog.siteId)
          c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'toCatalogId', to);
        const level = (target ? target.treeLevel + 1 : 1) + depthOf(c.db, catalog);
        if (level > MAX_CATALOG_TREE_LEVEL) c.error('ERRCODE.CMS.CONTENTCORE.CATALOG_MAX_TREE_LEVEL');
        const segment = catalog.path.split('/').filter(Boolean).at(-1) ?? catalog.alias;
        const newPath = `${target?.path ?? ''}${segment}/`;
        if (
          c.db.tables.catalogs.some((r) => r.siteId === catalog.siteId && r !== catalog && r.path === newPath)
        )
          c.error('ERRCODE.CMS.CONTENTCORE.CONFLICT_CATALOG');
        return start(c, {
          taskId: `MoveCatalog-${from}`,
          type: 'MoveCatalog',
          onSuccess: (db) => {
            const self = findCatalog(db, from);
            if (self) relocate(db, self, to === '0' ? undefined : findCatalog(db, to));
          },
        });
      },
    ),
    route.delete<{ catalogId: string }>('/cms/catalog/{catalogId}', { log: { fn: 'deleteCatalog' } }, (c) => {
      const { catalogId } = c.params;
      c.requirePerm(`Catalog:Delete:${catalogId}`);
      const catalog = requireCatalog(c, catalogId);
      const operator = c.session().userName;
      const locked = lockedByOther(contentsOf(c.db, subtree(c.db, catalog)), operator);
      return start(c, {
        taskId: `DeleteCatalog-${catalogId}`,
        type: 'DeleteCatalog',
        ...(locked
          ? { failAt: 40, failMessage: c.t('ERRCODE.CMS.CONTENTCORE.CONTENT_LOCKED', locked.lockUser) }
          : {}),
        onSuccess: (db) => {
          const self = findCatalog(db, catalogId);
          if (self) removeBranch(db, self, operator);
        },
      });
    }),
    route.post('/cms/catalog/clear', { log: { fn: 'clearCatalog', type: 'DELETE' } }, async (c) => {
      // `Catalog:Edit:${#catalogId}` names no method parameter: the key ends empty.
      c.requirePerm('Catalog:Edit:');
      const body = await c.body<Body>();
      const catalog = requireCatalog(c, body.catalogId);
      const operator = c.session().userName;
      const locked = lockedByOther(contentsOf(c.db, [catalog]), operator);
      const catalogId = catalog.catalogId;
      return start(c, {
        taskId: `ClearCatalog-${catalogId}`,
        type: 'ClearCatalog',
        ...(locked
          ? { failAt: 40, failMessage: c.t('ERRCODE.CMS.CONTENTCORE.CONTENT_LOCKED', locked.lockUser) }
          : {}),
        onSuccess: (db) => {
          const self = findCatalog(db, catalogId);
          if (!self) return;
          recycleContents(db, contentsOf(db, [self]), operator);
          self.contentCount = 0;
        },
      });
    }),
    route.post('/cms/catalog/merge', { log: { fn: 'mergeCatalogs', type: 'UPDATE' } }, async (c) => {
      c.requirePerm('Catalog:Edit:');
      const body = await c.body<Body>();
      const target = requireCatalog(c, body.catalogId);
      const ids = Array.isArray(body.mergeCatalogIds) ? body.mergeCatalogIds.map(String) : [];
      const merged = ids.map((id) => findCatalog(c.db, id));
      if (merged.length === 0 || merged.some((m) => !m || m.siteId !== target.siteId))
        c.error('ERRCODE.CMS.CONTENTCORE.MERGE_CATALOG_IS_EMPTY');
      if (merged.some((m) => m && (m.childCount > 0 || m === target)))
        c.error('ERRCODE.CMS.CONTENTCORE.MERGE_CATALOG_NOT_LEAF');
      const targetId = target.catalogId;
      const operator = c.session().userName;
      return start(c, {
        taskId: `MergeCatalog-${targetId}`,
        type: 'MergeCatalog',
        onSuccess: (db) => {
          const into = findCatalog(db, targetId);
          if (!into) return;
          for (const id of ids) {
            const from = findCatalog(db, id);
            if (!from) continue;
            for (const content of contentsOf(db, [from])) {
              content.catalogId = into.catalogId;
              content.catalogAncestors = into.ancestors;
              content.topCatalog = into.ancestors.split(':')[0] ?? into.catalogId;
              into.contentCount++;
            }
            for (const widget of db.tables.pageWidgets.filter((w) => w.catalogId === from.catalogId)) {
              widget.catalogId = into.catalogId;
              widget.catalogAncestors = into.ancestors;
            }
            removeBranch(db, from, operator);
          }
        },
      });
    }),
  ];
}
