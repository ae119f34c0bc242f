/**
 * The book chapters of the enterprise-only book type (docs/enterprise-only.md; paths designed in the
 * 1.5.5 style under /cms/book/chapter): list, detail, add, update, delete, publish, scheduled, offline.
 */
import type { HttpHandler } from 'msw';

import type { Json } from './content-editor-vo';
import type { Call, MockContext } from '../../core/context';
import { idList, sortBy, stampUpdate } from '../../core/crud';
import { ok } from '../../core/envelope';
import type { CmsBookChapter } from '../../db';

function chapterOf(c: Call, chapterId: string): CmsBookChapter {
  const chapter = c.db.tables.bookChapters.find((x) => x.chapterId === chapterId);
  if (!chapter) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'chapterId', chapterId);
  return chapter;
}

function validateChapter(c: Call, body: Json): void {
  const zh = c.locale !== 'en';
  c.validate((v) => [
    v.notBlank(body.title, zh ? '章节标题不能为空' : 'Chapter title cannot be empty.'),
    v.notBlank(body.content, zh ? '章节内容不能为空' : 'Content cannot be empty.'),
    v.notBlank(body.publishDate, zh ? '发布时间不能为空' : 'Publish date cannot be empty.'),
  ]);
}

export function bookChapterHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    // Book chapters (enterprise-only): list, detail, add, update, delete, publish, scheduled, offline.
    route.get('/cms/book/chapter', (c) => {
      const contentId = c.query.get('contentId') ?? '';
      const title = c.query.get('title')?.trim();
      const desc = c.query.get('sortOrder') === 'desc';
      const rows = c.db.tables.bookChapters.filter(
        (x) => x.contentId === contentId && (!title || x.title.includes(title)),
      );
      return c.page(sortBy(rows, 'sortFlag', desc));
    }),
    route.get<{ chapterId: string }>('/cms/book/chapter/{chapterId}', (c) =>
      ok(chapterOf(c, c.params.chapterId)),
    ),
    route.post('/cms/book/chapter', async (c) => {
      const body = await c.body<Json>();
      validateChapter(c, body);
      const contentId = String(body.contentId ?? '');
      const book = c.db.tables.contents.find((x) => x.contentId === contentId && x.contentType === 'book');
      if (!book) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'contentId', contentId);
      c.requirePerm(`Catalog:EditContent:${book.catalogId}`);
      const siblings = c.db.tables.bookChapters.filter((x) => x.contentId === contentId);
      const chapter: CmsBookChapter = {
        createBy: c.session().userName,
        createTime: c.db.nowString(),
        chapterId: c.db.nextId(),
        contentId,
        siteId: book.siteId,
        title: String(body.title),
        content: String(body.content),
        publishDate: String(body.publishDate),
        sortFlag: Math.max(0, ...siblings.map((x) => x.sortFlag)) + 1,
        status: '0',
      };
      c.db.tables.bookChapters.push(chapter);
      return ok(chapter.chapterId);
    }),
    route.put('/cms/book/chapter', async (c) => {
      const body = await c.body<Json>();
      validateChapter(c, body);
      const chapter = chapterOf(c, String(body.chapterId ?? ''));
      chapter.title = String(body.title);
      chapter.content = String(body.content);
      chapter.publishDate = String(body.publishDate);
      if (chapter.status === '30') chapter.status = '60';
      stampUpdate(c, chapter);
    }),
    route.delete('/cms/book/chapter', async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'chapterIds');
      c.db.tables.bookChapters = c.db.tables.bookChapters.filter((x) => !ids.includes(x.chapterId));
    }),
    route.post('/cms/book/chapter/publish', async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'chapterIds');
      for (const id of ids) {
        const chapter = chapterOf(c, id);
        chapter.status = '30';
        chapter.publishDate = c.db.nowString();
        stampUpdate(c, chapter);
      }
    }),
    route.post('/cms/book/chapter/to_publish', async (c) => {
      const body = await c.body<Json>();
      const ids = idList(body.chapterIds);
      const zh = c.locale !== 'en';
      c.validate((v) => [
        v.notEmpty(ids, zh ? '章节不能为空' : 'Chapters cannot be empty.'),
        v.notBlank(body.publishDate, zh ? '发布时间不能为空' : 'Publish date cannot be empty.'),
      ]);
      for (const id of ids) {
        const chapter = chapterOf(c, id);
        chapter.status = '20';
        chapter.publishDate = String(body.publishDate);
        stampUpdate(c, chapter);
      }
    }),
    route.post('/cms/book/chapter/offline', async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'chapterIds');
      for (const id of ids) {
        const chapter = chapterOf(c, id);
        chapter.status = '40';
        stampUpdate(c, chapter);
      }
    }),
  ];
}
