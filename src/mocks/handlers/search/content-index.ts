/**
 * ContentIndexController: the current site's search index (its published contents, less the
 * documents deleted from it), searched by title or full text with highlight markup around the
 * matches, and rebuilt by an async task.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { idList } from '../../core/crud';
import { ok } from '../../core/envelope';
import { parseDateTime } from '../../core/time';
import type { CmsContent } from '../../db';
import { startAsyncTask } from '../../services/async-tasks';
import { currentSite } from '../../services/sites';

const PERM = { perm: 'cms:contentindex:view' };

/** The engine's highlighter: each match wrapped in red font markup (docs/backend-contract.md). */
function highlight(text: string, query: string): string {
  if (!query) return text;
  return text.split(query).join(`<font color="red">${query}</font>`);
}

function indexed(c: Call): CmsContent[] {
  const siteId = currentSite(c).siteId;
  const removed = new Set(c.db.tables.searchIndexRemoved);
  return c.db.tables.contents.filter(
    (row) => row.siteId === siteId && row.status === '30' && !removed.has(row.contentId),
  );
}

function toVO(c: Call, row: CmsContent, query: string, score: number) {
  const catalog = c.db.tables.catalogs.find((x) => x.catalogId === row.catalogId);
  const publishMs = parseDateTime(row.publishDate ?? '');
  const createMs = parseDateTime(row.createTime ?? '');
  return {
    contentId: row.contentId,
    contentType: row.contentType,
    siteId: row.siteId,
    catalogId: row.catalogId,
    catalogName: catalog?.name,
    catalogAncestors: row.catalogAncestors,
    logo: row.logo,
    title: highlight(row.title, query),
    summary: row.summary,
    status: row.status,
    author: row.author,
    editor: row.editor,
    keywords: row.keywords ?? [],
    tags: row.tags ?? [],
    fullText: highlight(row.summary ?? row.title, query),
    publishDate: Number.isNaN(publishMs) ? undefined : String(publishMs),
    publishDateInstance: row.publishDate,
    createTime: Number.isNaN(createMs) ? undefined : String(createMs),
    createTimeInstance: row.createTime,
    hitScore: score,
    viewCount: String(row.viewCount),
    likeCount: String(row.likeCount),
    commentCount: String(row.commentCount),
    favoriteCount: String(row.favoriteCount),
  };
}

export function contentIndexHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/cms/search/contents', PERM, (c) => {
      const query = c.query.get('query')?.trim() ?? '';
      const onlyTitle = c.query.get('onlyTitle') === 'true';
      const type = c.query.get('contentType') || undefined;
      const hits = indexed(c)
        .filter((row) => !type || row.contentType === type)
        .map((row) => {
          const inTitle = query && row.title.includes(query) ? 2 : 0;
          const inText = query && !onlyTitle && (row.summary ?? '').includes(query) ? 1 : 0;
          return { row, score: query ? inTitle + inText : 1 };
        })
        .filter((hit) => hit.score > 0)
        .sort(
          (a, b) => b.score - a.score || (b.row.publishDate ?? '').localeCompare(a.row.publishDate ?? ''),
        );
      const page = c.page(hits);
      return page.data
        ? { ...page, data: { ...page.data, rows: page.data.rows.map((h) => toVO(c, h.row, query, h.score)) } }
        : page;
    }),
    route.delete('/cms/search/contents', PERM, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'contentIds');
      c.db.tables.searchIndexRemoved = [...new Set([...c.db.tables.searchIndexRemoved, ...ids])];
    }),
    route.post('/cms/search/rebuild', PERM, (c) => {
      const site = currentSite(c);
      const down = c.db.tables.searchEngine.down;
      const ids = new Set(
        c.db.tables.contents.filter((x) => x.siteId === site.siteId).map((x) => x.contentId),
      );
      const taskId = startAsyncTask(c.db, {
        taskId: `RebuildSiteIndex-${site.siteId}`,
        type: 'ContentIndex',
        durationMs: 4000,
        locale: c.locale,
        failAt: down ? 30 : undefined,
        failMessage: down ? 'Connection refused: Elasticsearch localhost:9200' : undefined,
        onSuccess: (db) => {
          db.tables.searchIndexRemoved = db.tables.searchIndexRemoved.filter((x) => !ids.has(x));
        },
      });
      if (!taskId) return c.error('ERR.COMMON.ASYNC_TASK_RUNNING', `RebuildSiteIndex-${site.siteId}`);
      return ok(taskId);
    }),
  ];
}
