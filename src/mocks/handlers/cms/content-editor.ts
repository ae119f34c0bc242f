/**
 * The content editor's endpoints (ContentController init/add/update, ArticleController formats and
 * editor CSS, the word checks the rich-text editor calls). The book chapters are in ./book-chapter.
 *
 * Saving is an async task like the backend's (`{taskId}`); the rows are written when the task succeeds.
 */
import type { HttpHandler } from 'msw';

import { applyContentDTO, applyDetailDTO } from './content-editor-dto';
import { baseVO, detailVO, type Json } from './content-editor-vo';
import { storeExModelParams } from './exmodel';
import type { Call, MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import type { CmsCatalog, CmsContent } from '../../db';
import { startAsyncTask } from '../../services/async-tasks';
import { currentSite } from '../../services/sites';
import { errorProneHits, sensitiveHits } from '../word/sensitive-word';

/** Content types this mock knows (the open-source four plus the enterprise book). */
export const EDITOR_CONTENT_TYPES = ['article', 'image', 'audio', 'video', 'book'];

function findCatalog(c: Call, catalogId: string): CmsCatalog {
  const catalog = c.db.tables.catalogs.find((x) => x.catalogId === catalogId);
  if (!catalog) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'catalogId', catalogId);
  return catalog;
}

function checkType(c: Call, contentType: string): void {
  if (!EDITOR_CONTENT_TYPES.includes(contentType))
    c.error('ERRCODE.CMS.CONTENTCORE.UNSUPPORTED_CONTENT_TYPE', contentType);
}

/** A raw `@RequestBody String` (axios sends a plain string JSON-encoded). */
async function textBody(c: Call): Promise<string> {
  const raw = await c.request.clone().text();
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

function initVO(c: Call, catalogId: string, contentType: string, contentId: string | undefined): Json {
  const site = currentSite(c);
  checkType(c, contentType);
  const catalog = findCatalog(c, catalogId);
  const row =
    contentId && contentId !== '0' ? c.db.tables.contents.find((x) => x.contentId === contentId) : undefined;
  // A new content gets its id now (the backend's IdUtils.getSnowflakeId()), so the editor keeps it.
  const id = row?.contentId ?? (contentId && contentId !== '0' ? contentId : c.db.nextId());
  const type = row?.contentType ?? contentType;
  const rowCatalog = row ? findCatalog(c, row.catalogId) : catalog;
  const format = c.query.get('format') ?? undefined;
  return { ...baseVO(c, site, rowCatalog, type, row, id), ...detailVO(c, site, type, id, format) };
}

function logOp(c: Call, contentId: string, siteId: string, type: string, details?: string): void {
  c.db.tables.contentOpLogs.push({
    logId: c.db.nextId(),
    siteId,
    contentId,
    type,
    details,
    operatorType: 'sys_user',
    operator: c.optionalSession()?.userName ?? '',
    logTime: c.db.nowString(),
  });
}

async function saveContent(c: Call, update: boolean) {
  const contentType = c.query.get('contentType') ?? '';
  checkType(c, contentType);
  const body = await c.body<Json>();
  const title = typeof body.title === 'string' ? body.title : '';
  c.validate((v) => [v.notBlank(title), v.length(title, 0, 360)]);
  const catalogId = String(body.catalogId ?? '');
  const catalog = findCatalog(c, catalogId);
  c.requirePerm(`Catalog:${update ? 'EditContent' : 'AddContent'}:${catalogId}`);
  const user = c.session().userName;
  const existing = c.db.tables.contents.find((x) => x.contentId === String(body.contentId ?? ''));
  if (update && !existing) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'contentId', body.contentId);
  if (existing?.isLock === 'Y' && existing.lockUser && existing.lockUser !== user)
    return c.error('ERRCODE.CMS.CONTENTCORE.CONTENT_LOCKED', existing.lockUser);
  const locale = c.locale;
  const taskId = startAsyncTask(c.db, {
    type: 'ContentSave',
    readyMs: 100,
    durationMs: 600,
    locale,
    onSuccess: (db) => {
      const now = db.nowString();
      const t = db.tables;
      let row: CmsContent | undefined = t.contents.find((x) => x.contentId === String(body.contentId));
      if (!row) {
        const contentId = String(body.contentId ?? db.nextId());
        row = {
          createBy: user,
          createTime: now,
          contentId,
          siteId: catalog.siteId,
          catalogId: catalog.catalogId,
          catalogAncestors: catalog.ancestors,
          topCatalog: catalog.ancestors.split(':')[0] ?? catalog.catalogId,
          contentType,
          title: '',
          original: 'N',
          status: '0',
          attributes: 0,
          linkFlag: 'N',
          topFlag: 0,
          sortFlag: Math.max(0, ...t.contents.map((x) => x.sortFlag)) + 1,
          isLock: 'N',
          viewCount: 0,
          favoriteCount: 0,
          likeCount: 0,
          commentCount: 0,
          publishPipe: t.publishPipes.filter((p) => p.siteId === catalog.siteId).map((p) => p.code),
          staticPath: `${catalog.path}${contentId}.shtml`,
        };
        t.contents.push(row);
        catalog.contentCount++;
      } else {
        row.updateBy = user;
        row.updateTime = now;
        // Saving a published content re-opens it for editing (CMSContentStatus 60).
        if (row.status === '30') row.status = '60';
      }
      applyContentDTO(row, body);
      applyDetailDTO(c, contentType, row, body, now, user);
      const model = catalog.configProps?.ContentExtendModel;
      storeExModelParams(db, model, 'content', row.contentId, body.params);
      logOp(c, row.contentId, row.siteId, update ? 'UPDATE' : 'ADD');
    },
  });
  return ok({ taskId });
}

export function contentEditorHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const site = (c: Call) => currentSite(c).siteId;
  return [
    route.get<{ catalogId: string; contentType: string; contentId: string }>(
      '/cms/content/init/{catalogId}/{contentType}/{contentId}',
      (c) => ok(initVO(c, c.params.catalogId, c.params.contentType, c.params.contentId)),
    ),
    route.get<{ catalogId: string; contentType: string }>(
      '/cms/content/init/{catalogId}/{contentType}',
      (c) => ok(initVO(c, c.params.catalogId, c.params.contentType, undefined)),
    ),
    route.post('/cms/content', (c) => saveContent(c, false)),
    route.put('/cms/content', (c) => saveContent(c, true)),

    route.get('/cms/article/formats', () =>
      ok([
        { id: 'RichText', name: 'RichText' },
        { id: 'Markdown', name: 'Markdown' },
      ]),
    ),
    route.get('/cms/article/ueditor_css', (c) => {
      const catalog = c.db.tables.catalogs.find((x) => x.catalogId === c.query.get('catalogId'));
      const siteRow = c.db.tables.sites.find((s) => s.siteId === (catalog?.siteId ?? site(c)));
      const out: Record<string, string> = {};
      for (const [code, props] of Object.entries(siteRow?.publishPipeProps ?? {})) {
        const css = props.ueditorCss ?? props.UEditorCss;
        if (typeof css === 'string' && css) out[code] = css;
      }
      return ok(out);
    }),

    route.post('/word/sensitiveword/check', async (c) => {
      const text = await textBody(c);
      return ok(sensitiveHits(c.db, text));
    }),
    route.post('/word/errorproneword/check', async (c) => {
      const text = await textBody(c);
      return ok(errorProneHits(c.db, text));
    }),
  ];
}
