/**
 * CMS row types (contentcore and its neighbours), stored in the backend's JSON shape like ./types.
 * One interface per backend table; detail tables (article body, album items, book chapters) are kept
 * apart from `CmsContent` as the backend keeps them, so a content type is one more detail table.
 */
import type { CmsSiteProperty as CmsSitePropertyVO } from '@/api/cms/site.types';

import type { BaseEntity, Id } from './types';

/** Per-publish-pipe properties: pipe code -> property key -> value. */
export type PublishPipeProps = Record<string, Record<string, unknown>>;

export interface CmsCatalog extends BaseEntity {
  catalogId: Id;
  siteId: Id;
  /** '0' for a top-level catalog. */
  parentId: Id;
  /** Ancestor ids joined by ':' ending with the catalog's own id, e.g. "11:12:15". */
  ancestors: string;
  name: string;
  alias: string;
  /** Directory under the site, ending with '/'. */
  path: string;
  /** CMSCatalogType: 'common' or 'link'. */
  catalogType: string;
  description?: string;
  logo?: string;
  redirectUrl?: string;
  /** YesOrNo */
  staticFlag: string;
  visibleFlag: string;
  tagIgnore?: string;
  sortFlag: number;
  indexFileName?: string;
  listNameRule?: string;
  detailNameRule?: string;
  /** 1 for top-level catalogs. */
  treeLevel: number;
  childCount: number;
  contentCount: number;
  /** CMSCatalogStatus-like: '0' draft, '30' published. */
  status: string;
  hitCount: number;
  seoKeywords?: string;
  seoDescription?: string;
  seoTitle?: string;
  publishPipeProps?: PublishPipeProps;
  configProps?: Record<string, string>;
}

/** Bit flags of `CmsContent.attributes` (ContentAttribute): dict CMSContentAttribute values. */
export const CONTENT_ATTRIBUTE_BITS = {
  image: 1,
  video: 2,
  attach: 4,
  hot: 8,
  recommend: 16,
} as const satisfies Record<string, number>;

export interface CmsContent extends BaseEntity {
  contentId: Id;
  siteId: Id;
  catalogId: Id;
  catalogAncestors: string;
  topCatalog: Id;
  deptId?: Id;
  deptCode?: string;
  /** 'article' | 'image' | 'audio' | 'video' | 'book' */
  contentType: string;
  title: string;
  subTitle?: string;
  shortTitle?: string;
  titleStyle?: string;
  logo?: string;
  images?: string[];
  source?: string;
  sourceUrl?: string;
  /** YesOrNo */
  original: string;
  author?: string;
  editor?: string;
  contributorId?: Id;
  summary?: string;
  staticPath?: string;
  /** CMSContentStatus: '0' draft, '20' to publish, '30' published, '40' offline, '60' re-editing. */
  status: string;
  /** Bit set of CONTENT_ATTRIBUTE_BITS. */
  attributes: number;
  linkFlag: string;
  redirectUrl?: string;
  /** 0 = not on top, otherwise the time it was set on top (epoch ms), larger first. */
  topFlag: number;
  topDate?: string;
  sortFlag: number;
  keywords?: string[];
  tags?: string[];
  /** 1 = deep copy, 2 = mapping (shares the source's body). */
  copyType?: number;
  copyId?: Id;
  publishDate?: string;
  offlineDate?: string;
  /** YesOrNo */
  isLock: string;
  lockUser?: string;
  viewCount: number;
  favoriteCount: number;
  likeCount: number;
  commentCount: number;
  publishPipe?: string[];
  publishPipeProps?: PublishPipeProps;
  seoTitle?: string;
  seoKeywords?: string;
  seoDescription?: string;
  prop1?: string;
  prop2?: string;
  prop3?: string;
  prop4?: string;
}

/** cms_article_detail */
export interface CmsArticleDetail {
  contentId: Id;
  siteId: Id;
  contentHtml: string;
  /** 'RichText' or 'Markdown'. */
  format: string;
  pageTitles?: string;
  downloadRemoteImage?: string;
}

/** cms_image: one picture of an image album. */
export interface CmsImage extends BaseEntity {
  imageId: Id;
  contentId: Id;
  siteId: Id;
  title?: string;
  description?: string;
  fileName?: string;
  path: string;
  imageType?: string;
  fileSize?: number;
  width?: number;
  height?: number;
  redirectUrl?: string;
  hitCount: number;
  sortFlag: number;
}

/** cms_audio */
export interface CmsAudio extends BaseEntity {
  audioId: Id;
  contentId: Id;
  siteId: Id;
  title?: string;
  author?: string;
  description?: string;
  fileName?: string;
  path: string;
  type?: string;
  fileSize?: number;
  format?: string;
  duration?: number;
  decoder?: string;
  channels?: number;
  bitRate?: number;
  sampleRate?: number;
  sortFlag: number;
}

/** cms_video */
export interface CmsVideo extends BaseEntity {
  videoId: Id;
  contentId: Id;
  siteId: Id;
  title?: string;
  description?: string;
  cover?: string;
  fileName?: string;
  path?: string;
  /** 'local' or 'shared' (third-party embed code). */
  type?: string;
  fileSize?: number;
  format?: string;
  duration?: number;
  width?: number;
  height?: number;
  decoder?: string;
  bitRate?: number;
  frameRate?: number;
  sortFlag: number;
}

/** Book detail (no open-source backend; modelled per docs/enterprise-only.md). */
export interface CmsBookDetail {
  contentId: Id;
  siteId: Id;
  publicationDate?: string;
  publisher?: string;
  numberOfPages?: number;
  numberOfWords?: number;
  producer?: string;
  originalTitle?: string;
  translators?: string;
  /** In fen (1/100 yuan). */
  price?: number;
  /** YesOrNo */
  completed: string;
  intro?: string;
}

export interface CmsBookChapter extends BaseEntity {
  chapterId: Id;
  contentId: Id;
  siteId: Id;
  title: string;
  content: string;
  sortFlag: number;
  /** CMSContentStatus */
  status: string;
  publishDate?: string;
}

/** A deleted content in the recycle bin (cms_content_backup) with its detail rows. */
export interface CmsContentBackup extends CmsContent {
  backupId: Id;
  backupTime: string;
  backupBy: string;
  backupRemark?: string;
  /** Detail rows as they were, restored with the content. */
  detail?: {
    article?: CmsArticleDetail;
    images?: CmsImage[];
    audios?: CmsAudio[];
    videos?: CmsVideo[];
    book?: CmsBookDetail;
    chapters?: CmsBookChapter[];
  };
}

export interface CmsContentOpLog {
  logId: Id;
  siteId: Id;
  contentId: Id;
  /** 'ADD' | 'UPDATE' | 'DELETE' | 'PUBLISH' | 'OFFLINE' | ... */
  type: string;
  details?: string;
  operatorType: string;
  operator: string;
  logTime: string;
}

/** cms_content_rela: related contents. */
export interface CmsContentRela {
  relaId: Id;
  siteId: Id;
  contentId: Id;
  relaContentId: Id;
  createBy?: string;
  createTime?: string;
}

export interface CmsPageWidget extends BaseEntity {
  pageWidgetId: Id;
  siteId: Id;
  catalogId: Id;
  catalogAncestors: string;
  /** 'ads' (ad space) or 'manual' (manual block). */
  type: string;
  name: string;
  code: string;
  /** CMSPageWidgetStatus */
  state: string;
  publishPipeCode: string;
  template?: string;
  path: string;
  content?: string;
}

export interface CmsPublishPipe extends BaseEntity {
  publishpipeId: Id;
  siteId: Id;
  name: string;
  code: string;
  /** EnableOrDisable: '0' enabled. */
  state: string;
  sort: number;
}

export interface CmsTemplate extends BaseEntity {
  templateId: Id;
  siteId: Id;
  publishPipeCode: string;
  /** Relative to the pipe's template directory, e.g. "list_news.template.html". */
  path: string;
  content: string;
  filesize: number;
  modifyTime: string;
}

export interface CmsResource extends BaseEntity {
  resourceId: Id;
  siteId: Id;
  /** 'image' | 'audio' | 'video' | 'file' */
  resourceType: string;
  storageType: string;
  name: string;
  /** Site-relative path, e.g. "resources/image/2026/11/abc.jpg". */
  path: string;
  fileName: string;
  suffix: string;
  width?: number;
  height?: number;
  fileSize: number;
  sourceUrl?: string;
  status: string;
  usageInfo?: string;
}

/** cms_site_property: the API's row (src/api/cms/site.types.ts); a stored property has its value. */
export interface CmsSiteProperty extends CmsSitePropertyVO, BaseEntity {
  propValue: string;
}

export interface CmsTagWordGroup extends BaseEntity {
  groupId: Id;
  siteId: Id;
  parentId: Id;
  name: string;
  code: string;
  sortFlag: number;
}

export interface CmsTagWord extends BaseEntity {
  tagWordId: Id;
  groupId: Id;
  siteId: Id;
  word: string;
  logo?: string;
  sortFlag: number;
  hitCount: number;
}

/**
 * One file or directory under the CMS resource root (`wwwroot_release/`), the tree the file manager
 * (FileController) browses. Not a backend table: the backend reads the disk; the mock keeps rows.
 */
export interface CmsSiteFile {
  siteId: Id;
  /** Relative to the resource root, no leading or trailing '/', e.g. "demo_pc/css/editor.css". */
  path: string;
  isDirectory: boolean;
  /** Text of an editable file; binary files keep only their size. */
  content?: string;
  fileSize: number;
  /** "yyyy-MM-dd HH:mm:ss" */
  modifyTime: string;
}

/** x_model: an extension model (ownerType 'CmsExtend', ownerId = the site id). */
export interface CmsXModel extends BaseEntity {
  modelId: Id;
  ownerType: string;
  ownerId: string;
  name: string;
  code: string;
  tableName: string;
  isDefaultTable: boolean;
}

/** x_model_field: `options` {type:'text', value:"v=Name" lines} or {type:'dict', value: dict type}. */
export interface CmsXModelField extends BaseEntity {
  fieldId: Id;
  modelId: Id;
  name: string;
  code: string;
  /** MetaFieldType (short_text, medium_text, large_text, …). */
  fieldType: string;
  /** Table column. */
  fieldName: string;
  /** MetaControlType (input, textarea, radio, checkbox, select, date, time, datetime, CMSImage, …). */
  controlType: string;
  options?: { type: string; value: string };
  defaultValue?: string;
  /** e.g. [{type:'NotEmpty'}, {type:'Regex', regex:'…'}] */
  validations?: { type: string; regex?: string }[];
  sortFlag: number;
}

/** One data row of an extension model: field code -> value, per (modelId, dataType, dataId). */
export interface CmsXModelData {
  modelId: Id;
  /** 'site' | 'catalog' | 'content' */
  dataType: string;
  dataId: Id;
  values: Record<string, unknown>;
}
