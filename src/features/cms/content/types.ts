import type { PageParams } from '@/lib/http';

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

export interface ContentQuery extends PageParams {
  catalogId?: string;
  title?: string;
  contentType?: string;
  status?: string;
  beginTime?: string;
  endTime?: string;
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

export interface ContentType {
  id: string;
  name: string;
}

export interface ContentOpLog {
  logId: string;
  contentId: string;
  type: string;
  details?: string;
  operatorType?: string;
  operator?: string;
  logTime?: string;
}

/** CmsContent rows of `GET /cms/content/rela`. */
export interface RelaContentRow {
  contentId: string;
  title: string;
  status: string;
  topFlag?: string;
  publishDate?: string;
}

/** PageWidgetVO. */
export interface PageWidget {
  pageWidgetId: string;
  catalogId: string;
  catalogName?: string;
  type: string;
  name: string;
  code: string;
  /** CMSPageWidgetStatus */
  state: string;
  publishPipeCode: string;
  template?: string;
  path: string;
  /** The editor route of the widget's type. */
  route?: string;
}

export interface PageWidgetQuery extends PageParams {
  catalogId?: string;
  type?: string;
}

/** Body of `POST /cms/pagewidget?type=`. */
export interface PageWidgetForm {
  catalogId: string;
  type: string;
  name: string;
  code: string;
  publishPipeCode: string;
  path: string;
  remark?: string;
}

export interface PageWidgetType {
  id: string;
  name: string;
}

export interface PublishPipeOption {
  pipeCode: string;
  pipeName: string;
}
