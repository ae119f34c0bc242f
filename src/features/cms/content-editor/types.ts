/** The editor's data as `GET /cms/content/init/...` answers it (ContentVO + per-type part), ids as strings. */
export interface PublishPipeProp {
  pipeCode: string;
  pipeName: string;
  props: Record<string, unknown>;
}

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

export interface ImageItem {
  imageId?: string;
  title?: string;
  description?: string;
  fileName?: string;
  path: string;
  src?: string;
  fileSize?: string | number;
  fileSizeName?: string;
  width?: number;
  height?: number;
  redirectUrl?: string;
  resourceType?: string;
}

export interface AudioItem {
  audioId?: string;
  title?: string;
  author?: string;
  description?: string;
  type?: string;
  path: string;
  src?: string;
  fileName?: string;
  fileSize?: string | number;
  fileSizeName?: string;
  format?: string;
  duration?: string | number;
  decoder?: string;
  channels?: number;
  bitRate?: number;
  samplingRate?: number;
  cover?: string;
  coverSrc?: string;
}

export interface VideoItem {
  videoId?: string;
  title?: string;
  description?: string;
  cover?: string;
  coverSrc?: string;
  /** 'SHARE' for a third-party embed (then `path` holds the code). */
  type?: string;
  path?: string;
  src?: string;
  fileName?: string;
  fileSize?: string | number;
  fileSizeName?: string;
  format?: string;
  duration?: string | number;
  decoder?: string;
  width?: number;
  height?: number;
  bitRate?: number;
  frameRate?: number;
}

export interface BookChapter {
  chapterId: string;
  contentId: string;
  title: string;
  content?: string;
  status: string;
  publishDate?: string;
  sortFlag?: number;
}

/** The editor's query string. */
export interface EditorQuery {
  type: string;
  catalogId: string;
  id: string;
  format?: string;
}
