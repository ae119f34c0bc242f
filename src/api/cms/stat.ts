import { http, type PageParams } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** ContentDynamicStatDataVO: a content's reader counters. */
export interface ContentDynamicStat {
  contentId: string;
  title: string;
  viewCount: number | string;
  likeCount: number | string;
  favoriteCount: number | string;
  commentCount: number | string;
}

export interface ContentDynamicQuery extends PageParams {
  query?: string;
  /** `col#DESC` (the backend's sort format). */
  sorts?: string;
}

/** The five publish-state totals both publish statistics list. */
export interface PublishTotals {
  draftTotal: number;
  toPublishTotal: number;
  publishedTotal: number;
  offlineTotal: number;
  editingTotal: number;
}

/** ContentStatByCatalogVO: flat rows, `parentId` '0' at the top. */
export interface CatalogPublishStat extends PublishTotals {
  catalogId: string;
  parentId: string;
  name: string;
}

/** CmsUserContentStat. */
export interface UserPublishStat extends PublishTotals {
  id: string;
  siteId?: string;
  userId: string;
  userName: string;
}

export const cmsStatKeys = createQueryKeys('cms/stat');

/** CmsStatController: content statistics of the current site (the `CurrentSite` header). */
export const cmsStatApi = {
  contentDynamicData: (query: ContentDynamicQuery) =>
    http.page<ContentDynamicStat>('/cms/stat/contentDynamicData', query),
  contentStatByCatalog: () => http.get<CatalogPublishStat[]>('/cms/stat/contentStatByCatalog'),
  contentStatByUser: () => http.get<UserPublishStat[]>('/cms/stat/contentStatByUser'),
};
