/** Runtime-free shapes of ContentController and its neighbours (docs/endpoints.md), ids as strings. */
import type { PageParams } from '@/lib/http/types';

import type { PublishPipeProp } from './site.types';

/** ListContentVO of `GET /cms/content/list`. */
export interface ContentRow {
  contentId: string;
  catalogId: string;
  contentType: string;
  title: string;
  shortTitle?: string;
  subTitle?: string;
  logo?: string;
  logoSrc?: string;
  internalUrl?: string;
  author?: string;
  editor?: string;
  summary?: string;
  /** CMSContentStatus: '0' draft, '20' to publish, '30' published, '40' offline, '60' re-editing. */
  status: string;
  /** CMSContentAttribute values (hot, recommend, image…). */
  attributes?: string[];
  /** A Java long: '0' when not on top. */
  topFlag?: string;
  topDate?: string;
  isLock?: string;
  lockUser?: string;
  publishDate?: string;
  createUser?: string;
  createTime?: string;
}

/** Query of `GET /cms/content/list`. */
export interface ContentQuery extends PageParams {
  catalogId?: string;
  title?: string;
  contentType?: string;
  status?: string;
  beginTime?: string;
  endTime?: string;
  /** `col#asc@col2#desc`. */
  sorts?: string;
}

/** BCmsContent of `GET /cms/content/recycle`: a deleted content. */
export interface RecycleRow {
  backupId: string;
  contentId: string;
  catalogId: string;
  contentType: string;
  title: string;
  /** Status before deletion. */
  status: string;
  backupTime?: string;
  backupBy?: string;
  updateTime?: string;
  updateBy?: string;
}

export interface RecycleQuery extends PageParams {
  catalogId?: string;
  title?: string;
  contentType?: string;
  status?: string;
}

/** CmsContentOpLog of `GET /cms/content/log`. */
export interface ContentOpLog {
  logId: string;
  contentId: string;
  type: string;
  details?: string;
  operatorType?: string;
  operator?: string;
  logTime?: string;
}

export interface OpLogQuery extends PageParams {
  contentId: string;
  type?: string;
  operator?: string;
}

/** CmsContent rows of `GET /cms/content/rela`. */
export interface RelaContentRow {
  contentId: string;
  title: string;
  status: string;
  topFlag?: string;
  publishDate?: string;
}

export interface RelaQuery extends PageParams {
  contentId: string;
  title?: string;
}

/** The editor's data as `GET /cms/content/init/...` answers it (ContentVO + the type's part). */
export interface ContentVO {
  contentId: string;
  catalogId: string;
  catalogName?: string;
  contentType: string;
  title?: string;
  subTitle?: string;
  subTitleLabel?: string;
  shortTitle?: string;
  shortTitleLabel?: string;
  showSubTitle?: string;
  images?: string[];
  imagesSrc?: string[];
  source?: string;
  sourceUrl?: string;
  original?: string;
  author?: string;
  editor?: string;
  summary?: string;
  status?: string;
  linkFlag?: string;
  redirectUrl?: string;
  attributes?: string[];
  topFlag?: string;
  keywords?: string[];
  tags?: string[];
  isLock?: string;
  lockUser?: string;
  publishDate?: string;
  offlineDate?: string;
  staticPath?: string;
  publishPipeProps?: PublishPipeProp[];
  seoTitle?: string;
  seoKeywords?: string;
  seoDescription?: string;
  createTime?: string;
  catalogConfigProps?: Record<string, unknown>;
  params?: Record<string, unknown>;
  /** Type-specific fields (contentHtml, imageList, audioList, videoList, book fields). */
  [key: string]: unknown;
}

/** The body of `POST|PUT /cms/content?contentType=`: a ContentDTO subclass, picked by content type. */
export type ContentBody = Record<string, unknown>;
