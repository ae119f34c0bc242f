import { http } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** A chapter of a book content (enterprise-only, the console's design: docs/enterprise-only.md). */
export interface BookChapter {
  chapterId: string;
  contentId: string;
  title: string;
  content?: string;
  status: string;
  publishDate?: string;
  sortFlag?: number;
}

export interface ChapterQuery {
  contentId: string;
  title?: string;
  sortOrder?: 'asc' | 'desc';
  pageNum?: number;
  pageSize?: number;
}

/** Body of `POST|PUT /cms/book/chapter`. */
export interface ChapterBody {
  chapterId?: string;
  contentId: string;
  title: string;
  content: string;
  publishDate: string;
}

const toBody = bodyPicker<ChapterBody>()(['chapterId', 'contentId', 'title', 'content', 'publishDate']);

export const chapterKeys = createQueryKeys('cms/book/chapter');

/** The book chapters of the enterprise backend. */
export const chapterApi = {
  list: (query: ChapterQuery) => http.page<BookChapter>('/cms/book/chapter', query),
  get: (chapterId: string) => http.get<BookChapter>(`/cms/book/chapter/${chapterId}`),
  /** Answers the new chapter's id. */
  add: (body: ChapterBody) => http.post<string>('/cms/book/chapter', toBody(body)),
  update: (body: ChapterBody) => http.put<void>('/cms/book/chapter', toBody(body)),
  remove: (chapterIds: readonly string[]) => http.delete<void>('/cms/book/chapter', chapterIds),
  publish: (chapterIds: readonly string[]) => http.post<void>('/cms/book/chapter/publish', chapterIds),
  toPublish: (chapterIds: readonly string[], publishDate: string) =>
    http.post<void>('/cms/book/chapter/to_publish', { chapterIds, publishDate }),
  offline: (chapterIds: readonly string[]) => http.post<void>('/cms/book/chapter/offline', chapterIds),
};
