/** The editor's data (the init VO) and the shapes it shares with the API layer. */
export type { ContentVO } from '@/api/cms/content';
export type { PublishPipeProp } from '@/api/cms/site';
export type { BookChapter } from '@/api/cms/book';

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

/** The editor's query string. */
export interface EditorQuery {
  type: string;
  catalogId: string;
  id: string;
  format?: string;
}
