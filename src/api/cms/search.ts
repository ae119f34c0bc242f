import { http, type PageParams } from '@/lib/http';

import { createQueryKeys } from '../query-keys';
import type { SearchLog } from '../search/log';
import { type SearchWord, type SearchWordBody, toSearchWordBody } from '../search/word';

/** ESContentVO: one document of the site's content index; `title` and `fullText` may hold highlight markup. */
export interface IndexedContent {
  contentId: string;
  contentType: string;
  siteId?: string;
  catalogId: string;
  catalogName?: string;
  catalogAncestors?: string;
  logo?: string;
  title: string;
  summary?: string;
  link?: string;
  status: string;
  author?: string;
  editor?: string;
  keywords?: string[];
  tags?: string[];
  fullText?: string;
  publishDate?: number | string;
  publishDateInstance?: string;
  createTime?: number | string;
  createTimeInstance?: string;
  hitScore?: number;
  likeCount?: number | string;
  commentCount?: number | string;
  favoriteCount?: number | string;
  viewCount?: number | string;
}

/** Query of `GET /cms/search/contents`. */
export interface IndexQuery extends PageParams {
  query?: string;
  onlyTitle?: boolean | string;
  contentType?: string;
}

/** Query of the site's search words and logs. */
export interface SiteSearchQuery extends PageParams {
  query?: string;
}

/** ContentIndexController, CMSSearchWordStatController and CMSSearchLogController (the current site's). */
export const cmsSearchApi = {
  contents: (query: IndexQuery) => http.page<IndexedContent>('/cms/search/contents', query),
  removeContents: (contentIds: readonly (string | number)[]) =>
    http.delete<void>('/cms/search/contents', contentIds),
  /** Rebuilds the whole site's index: an async task (docs/backend-contract.md). */
  rebuild: () => http.post<string>('/cms/search/rebuild'),

  words: (query: SiteSearchQuery) => http.page<SearchWord>('/cms/search/word', query),
  addWord: (body: SearchWordBody) => http.post<void>('/cms/search/word', toSearchWordBody(body)),
  logs: (query: SiteSearchQuery) => http.page<SearchLog>('/cms/search/log', query),
};

export const contentIndexKeys = createQueryKeys('cms/search/contents');
