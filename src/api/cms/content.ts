import { http } from '@/lib/http';

import { pickBody } from '../body';
import { createQueryKeys } from '../query-keys';
import type {
  ContentBody,
  ContentOpLog,
  ContentQuery,
  ContentRow,
  ContentVO,
  OpLogQuery,
  RecycleQuery,
  RecycleRow,
  RelaContentRow,
  RelaQuery,
} from './content.types';

export type * from './content.types';

type Ids = readonly string[];

/** ContentDTO: the fields every content type's save takes. */
const CONTENT_DTO = [
  ...['opType', 'contentId', 'catalogId', 'contentType', 'title', 'subTitle', 'shortTitle', 'titleStyle'],
  ...['logo', 'logoSrc', 'images', 'imagesSrc', 'link', 'source', 'sourceUrl', 'original', 'author'],
  ...['editor', 'summary', 'linkFlag', 'redirectUrl', 'topFlag', 'attributes', 'keywords', 'tags'],
  ...['publishDate', 'offlineDate', 'likeCount', 'commentCount', 'favoriteCount', 'viewCount'],
  ...['publishPipe', 'template', 'staticPath', 'remark', 'createTime', 'publishPipeProps'],
  ...['catalogConfigProps', 'params', 'status', 'seoTitle', 'seoKeywords', 'seoDescription'],
  ...['prop1', 'prop2', 'prop3', 'prop4'],
] as const;

/**
 * What each type's DTO adds (ArticleDTO, ImageAlbumDTO, AudioAlbumDTO, VideoAlbumDTO; the book:
 * docs/enterprise-only.md).
 */
export const CONTENT_TYPE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  article: ['contentHtml', 'downloadRemoteImage', 'pageTitles', 'format'],
  image: ['imageList'],
  audio: ['audioList'],
  video: ['videoList'],
  book: [
    ...['publicationDate', 'publisher', 'numberOfPages', 'numberOfWords', 'producer', 'originalTitle'],
    ...['translators', 'price', 'completed', 'intro'],
  ],
};

/** The fields of the content type's DTO that `values` sets; anything else the editor holds stays behind. */
export function toContentBody(contentType: string, values: ContentBody): ContentBody {
  return pickBody(values, [...CONTENT_DTO, ...(CONTENT_TYPE_FIELDS[contentType] ?? [])]);
}

const typeQuery = (contentType: string) => `?contentType=${encodeURIComponent(contentType)}`;

/** Lists are keyed by site too (the callers add it), so switching sites starts over. */
export const contentKeys = {
  ...createQueryKeys('cms/content'),
  /** The editor's init VO of one content (or a new one: contentId '0'). */
  init: (catalogId: string, contentType: string, contentId: string) =>
    ['cms/content', 'init', catalogId, contentType, contentId] as const,
  opLogs: (query: OpLogQuery) => ['cms/content', 'log', query] as const,
  relas: (contentId: string) => ['cms/content', 'rela', contentId] as const,
};
export const recycleKeys = createQueryKeys('cms/content/recycle');

/** ContentController (docs/endpoints.md; 1.5.5 answers none of the list actions with a task id). */
export const contentApi = {
  list: (query: ContentQuery) => http.page<ContentRow>('/cms/content/list', query),
  init: (catalogId: string, contentType: string, contentId: string) =>
    http.get<ContentVO>(`/cms/content/init/${catalogId}/${contentType}/${contentId || '0'}`),
  /** The body is the type's DTO; answers `{taskId}` (an async task). */
  add: (contentType: string, body: ContentBody) =>
    http.post<{ taskId: string }>(`/cms/content${typeQuery(contentType)}`, toContentBody(contentType, body)),
  update: (contentType: string, body: ContentBody) =>
    http.put<{ taskId: string }>(`/cms/content${typeQuery(contentType)}`, toContentBody(contentType, body)),
  remove: (contentIds: Ids) => http.delete<void>('/cms/content', contentIds),
  /** PublishContentDTO. */
  publish: (contentIds: Ids) => http.post<void>('/cms/content/publish', { contentIds }),
  toPublish: (contentIds: Ids) => http.post<void>('/cms/content/to_publish', contentIds),
  offline: (contentIds: Ids) => http.post<void>('/cms/content/offline', contentIds),
  archive: (contentIds: Ids) => http.post<void>('/cms/content/archive', contentIds),
  /** SetTopContentDTO. */
  setTop: (contentIds: Ids, topEndTime?: string) =>
    http.post<void>('/cms/content/set_top', { contentIds, topEndTime }),
  cancelTop: (contentIds: Ids) => http.post<void>('/cms/content/cancel_top', contentIds),
  /** ChangeContentAttrDTO. */
  addAttr: (contentIds: Ids, attr: string) => http.post<void>('/cms/content/attr', { contentIds, attr }),
  removeAttr: (contentIds: Ids, attr: string) => http.delete<void>('/cms/content/attr', { contentIds, attr }),
  /** Answers the user name of the locker. */
  lock: (contentId: string) => http.post<string>(`/cms/content/lock/${contentId}`),
  unlock: (contentId: string) => http.post<void>(`/cms/content/unlock/${contentId}`),
  /** CopyContentDTO; copyType 1 = deep copy, 2 = mapping. */
  copy: (contentIds: Ids, catalogIds: Ids, copyType: 1 | 2) =>
    http.post<void>('/cms/content/copy', { copyType, contentIds, catalogIds }),
  /** MoveContentDTO. */
  move: (contentIds: Ids, catalogId: string) =>
    http.post<void>('/cms/content/move', { contentIds, catalogId }),
  /** SortContentDTO. */
  sort: (contentId: string, targetContentId: string) =>
    http.post<void>('/cms/content/sort', { contentId, targetContentId }),
};

/** ContentOpLogController. */
export const contentLogApi = {
  list: (query: OpLogQuery) => http.page<ContentOpLog>('/cms/content/log', query),
};

/** ContentRelaController: the related contents of one content (`contentId` in the query). */
export const contentRelaApi = {
  list: (query: RelaQuery) => http.page<RelaContentRow>('/cms/content/rela', query),
  add: (contentId: string, relaContentIds: Ids) =>
    http.post<void>(`/cms/content/rela?contentId=${encodeURIComponent(contentId)}`, relaContentIds),
  remove: (contentId: string, relaContentIds: Ids) =>
    http.delete<void>(`/cms/content/rela?contentId=${encodeURIComponent(contentId)}`, relaContentIds),
};

/** RecycleContentController. */
export const recycleApi = {
  list: (query: RecycleQuery) => http.page<RecycleRow>('/cms/content/recycle', query),
  recover: (backupIds: Ids) => http.post<void>('/cms/content/recycle/recover', backupIds),
  remove: (backupIds: Ids) => http.delete<void>('/cms/content/recycle', backupIds),
};
