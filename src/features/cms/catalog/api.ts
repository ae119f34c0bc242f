import { http } from '@/lib/http';

import type {
  ApplyConfigPropsBody,
  CatalogAddBody,
  CatalogExtends,
  CatalogPrivRow,
  CatalogUpdateBody,
  CatalogVO,
  CodeName,
  ExModelOption,
  IdName,
  PublishCatalogBody,
  PublishPipeData,
} from './types';

interface Rows<T> {
  rows?: T[];
}

/** Typed calls of CatalogController and the option lists the catalog screens read (docs/endpoints.md). */
export const catalogApi = {
  get: (catalogId: string) => http.get<CatalogVO>(`/cms/catalog/${catalogId}`),
  add: (body: CatalogAddBody) => http.post<{ catalogId: string }>('/cms/catalog', body),
  batchAdd: (body: { parentId: string; catalogs: string }) => http.post<void>('/cms/catalog/batchAdd', body),
  update: (body: CatalogUpdateBody) => http.put<void>('/cms/catalog', body),
  remove: (catalogId: string) => http.delete<string>(`/cms/catalog/${catalogId}`),
  visible: (catalogId: string, visible: 'Y' | 'N') =>
    http.envelope<void>('put', '/cms/catalog/visible', { catalogId, visible }),
  sort: (catalogId: string, sort: number) => http.put<void>('/cms/catalog/sort', { catalogId, sort }),
  publish: (body: PublishCatalogBody) => http.post<string>('/cms/catalog/publish', body),
  move: (from: string, to: string) => http.post<string>(`/cms/catalog/move/${from}/${to}`),
  clear: (catalogId: string) => http.post<string>('/cms/catalog/clear', { catalogId }),
  merge: (catalogId: string, mergeCatalogIds: string[]) =>
    http.post<string>('/cms/catalog/merge', { catalogId, mergeCatalogIds }),
  spelling: (parentId: string, name: string) =>
    http.post<{ alias: string; path: string }>('/cms/catalog/spelling', { parentId, name }),
  treeText: (catalogId: string) => http.get<string>('/cms/catalog/tree', { catalogId }),
  catalogTypes: () => http.get<IdName[]>('/cms/catalog/getCatalogTypes'),
  contentTypes: () => http.get<IdName[]>('/cms/catalog/getContentTypes'),
  pathRules: () => http.get<IdName[]>('/cms/contentPathRules'),
  publishPipes: async () =>
    (await http.get<Rows<PublishPipeData>>('/cms/publishpipe/selectData'))?.rows ?? [],
  applyPublishPipe: (catalogId: string, publishPipeCode: string, publishPipePropKeys: string[]) =>
    http.put<void>('/cms/catalog/apply_children/publish_pipe', {
      catalogId,
      publishPipeCode,
      publishPipePropKeys,
    }),
  extends: (catalogId: string) => http.get<CatalogExtends>('/cms/catalog/extends', { catalogId }),
  saveExtends: (catalogId: string, body: Record<string, string>) =>
    http.put<void>(`/cms/catalog/extends/${catalogId}`, body),
  applyConfigProps: (body: ApplyConfigPropsBody) =>
    http.envelope<void>('put', '/cms/catalog/apply_children/config_props', body),
  exModelOptions: async () =>
    (await http.get<Rows<ExModelOption>>('/cms/exmodel/options', { pageSize: 1000 }))?.rows ?? [],
  hotWordGroups: async () => (await http.get<Rows<CodeName>>('/cms/hotword/group/options'))?.rows ?? [],
  perms: (params: { ownerType: string; owner: string; siteId: string }) =>
    http.get<{ catalogPrivItems: IdName[]; catalogPrivs: CatalogPrivRow[] }>('/cms/perms/catalog', params),
};
