import { baiduPush } from '@/components/cms/seo';
import { http } from '@/lib/http';

import type { BookChapter, ContentVO } from './types';

/** Calls of the content editor (docs/endpoints.md; book chapters: docs/enterprise-only.md). */
export const editorApi = {
  init: (catalogId: string, contentType: string, contentId: string) =>
    http.get<ContentVO>(`/cms/content/init/${catalogId}/${contentType}/${contentId || '0'}`),
  /** Raw JSON body per the type's DTO; answers `{taskId}` (an async task). */
  add: (contentType: string, body: object) =>
    http.post<{ taskId: string }>(`/cms/content?contentType=${encodeURIComponent(contentType)}`, body),
  update: (contentType: string, body: object) =>
    http.put<{ taskId: string }>(`/cms/content?contentType=${encodeURIComponent(contentType)}`, body),
  publish: (contentIds: string[]) => http.post<void>('/cms/content/publish', { contentIds }),
  toPublish: (contentIds: string[]) => http.post<void>('/cms/content/to_publish', contentIds),
  lock: (contentId: string) => http.post<string>(`/cms/content/lock/${contentId}`),
  unlock: (contentId: string) => http.post<void>(`/cms/content/unlock/${contentId}`),
  move: (contentIds: string[], catalogId: string) =>
    http.post<void>('/cms/content/move', { contentIds, catalogId }),
  baiduPush,
  formats: () => http.get<{ id: string; name: string }[]>('/cms/article/formats'),
  editorCss: (catalogId: string) =>
    http.get<Record<string, string>>('/cms/article/ueditor_css', { catalogId }),
  checkSensitive: (text: string) => http.post<string[]>('/word/sensitiveword/check', text),
  checkFallible: (text: string) => http.post<{ w: string; r: string }[]>('/word/errorproneword/check', text),
};

export interface ChapterQuery {
  contentId: string;
  title?: string;
  sortOrder?: 'asc' | 'desc';
  pageNum?: number;
  pageSize?: number;
}

export interface ChapterForm {
  chapterId?: string;
  contentId: string;
  title: string;
  content: string;
  publishDate: string;
}

export const chapterApi = {
  list: (query: ChapterQuery) => http.page<BookChapter>('/cms/book/chapter', query),
  get: (chapterId: string) => http.get<BookChapter>(`/cms/book/chapter/${chapterId}`),
  add: (body: ChapterForm) => http.post<string>('/cms/book/chapter', body),
  update: (body: ChapterForm) => http.put<void>('/cms/book/chapter', body),
  remove: (chapterIds: string[]) => http.delete<void>('/cms/book/chapter', chapterIds),
  publish: (chapterIds: string[]) => http.post<void>('/cms/book/chapter/publish', chapterIds),
  toPublish: (chapterIds: string[], publishDate: string) =>
    http.post<void>('/cms/book/chapter/to_publish', { chapterIds, publishDate }),
  offline: (chapterIds: string[]) => http.post<void>('/cms/book/chapter/offline', chapterIds),
};
