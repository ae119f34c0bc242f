import { baiduPush } from '@/components/cms/seo';
import { http, type RawPage } from '@/lib/http';

import type {
  ContentOpLog,
  ContentQuery,
  ContentRow,
  ContentType,
  PageWidget,
  PageWidgetForm,
  PageWidgetQuery,
  PageWidgetType,
  PublishPipeOption,
  RecycleQuery,
  RecycleRow,
  RelaContentRow,
} from './types';

type Ids = readonly string[];

/** ContentController's list actions (docs/endpoints.md; 1.5.5 answers none of them with a task id). */
export const contentApi = {
  list: (query: ContentQuery) => http.page<ContentRow>('/cms/content/list', query),
  contentTypes: () => http.get<ContentType[]>('/cms/catalog/getContentTypes'),
  /** `Y` opens the editor in its own window. */
  editorInWindow: () => http.get<string>('/system/user/preference', { id: 'OpenContentEditorW' }),
  publish: (contentIds: Ids) => http.post<void>('/cms/content/publish', { contentIds }),
  toPublish: (contentIds: Ids) => http.post<void>('/cms/content/to_publish', contentIds),
  offline: (contentIds: Ids) => http.post<void>('/cms/content/offline', contentIds),
  archive: (contentIds: Ids) => http.post<void>('/cms/content/archive', contentIds),
  remove: (contentIds: Ids) => http.delete<void>('/cms/content', contentIds),
  setTop: (contentIds: Ids, topEndTime?: string) =>
    http.post<void>('/cms/content/set_top', { contentIds, topEndTime }),
  cancelTop: (contentIds: Ids) => http.post<void>('/cms/content/cancel_top', contentIds),
  addAttr: (contentIds: Ids, attr: string) => http.post<void>('/cms/content/attr', { contentIds, attr }),
  removeAttr: (contentIds: Ids, attr: string) => http.delete<void>('/cms/content/attr', { contentIds, attr }),
  lock: (contentId: string) => http.post<string>(`/cms/content/lock/${contentId}`),
  unlock: (contentId: string) => http.post<void>(`/cms/content/unlock/${contentId}`),
  /** copyType 1 = deep copy, 2 = mapping. */
  copy: (contentIds: Ids, catalogIds: Ids, copyType: 1 | 2) =>
    http.post<void>('/cms/content/copy', { contentIds, catalogIds, copyType }),
  move: (contentIds: Ids, catalogId: string) =>
    http.post<void>('/cms/content/move', { contentIds, catalogId }),
  sort: (contentId: string, targetContentId: string) =>
    http.post<void>('/cms/content/sort', { contentId, targetContentId }),
  createIndex: (contentId: string) => http.post<void>(`/cms/search/build/${contentId}`),
  /** Per publish pipe: URLs accepted by Baidu and the day's remaining quota. */
  baiduPush,
  opLogs: (query: {
    contentId: string;
    type?: string;
    operator?: string;
    pageNum: number;
    pageSize: number;
  }) => http.page<ContentOpLog>('/cms/content/log', query),
  relas: (query: { contentId: string; title?: string; pageNum: number; pageSize: number }) =>
    http.page<RelaContentRow>('/cms/content/rela', query),
  addRelas: (contentId: string, relaContentIds: Ids) =>
    http.post<void>(`/cms/content/rela?contentId=${encodeURIComponent(contentId)}`, relaContentIds),
  removeRelas: (contentId: string, relaContentIds: Ids) =>
    http.delete<void>(`/cms/content/rela?contentId=${encodeURIComponent(contentId)}`, relaContentIds),
};

/** RecycleContentController. */
export const recycleApi = {
  list: (query: RecycleQuery) => http.page<RecycleRow>('/cms/content/recycle', query),
  recover: (backupIds: Ids) => http.post<void>('/cms/content/recycle/recover', backupIds),
  remove: (backupIds: Ids) => http.delete<void>('/cms/content/recycle', backupIds),
};

/** PageWidgetController (1.5.5 REST form). */
export const pageWidgetApi = {
  types: async () => (await http.get<RawPage<PageWidgetType>>('/cms/pagewidget/types'))?.rows ?? [],
  list: (query: PageWidgetQuery) => http.page<PageWidget>('/cms/pagewidget', query),
  add: (body: PageWidgetForm) =>
    http.post<void>(`/cms/pagewidget?type=${encodeURIComponent(body.type)}`, body),
  publish: (ids: Ids) => http.post<void>('/cms/pagewidget/publish', ids),
  remove: (ids: Ids) => http.delete<void>('/cms/pagewidget', ids),
  publishPipes: async () =>
    (await http.get<RawPage<PublishPipeOption>>('/cms/publishpipe/selectData'))?.rows ?? [],
};
