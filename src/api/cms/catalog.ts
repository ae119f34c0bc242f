import { http } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type {
  ApplyConfigPropsBody,
  ApplyPublishPipeBody,
  CatalogAddBody,
  CatalogBatchAddBody,
  CatalogExtends,
  CatalogUpdateBody,
  CatalogVO,
  IdName,
  PublishCatalogBody,
  RawCatalogTree,
} from './catalog.types';

export type * from './catalog.types';

const toAddBody = bodyPicker<CatalogAddBody>()([
  'siteId',
  'parentId',
  'name',
  'alias',
  'path',
  'catalogType',
]);
const toUpdateBody = bodyPicker<CatalogUpdateBody>()([
  ...['catalogId', 'name', 'logo', 'alias', 'path', 'description', 'staticFlag', 'tagIgnore', 'catalogType'],
  ...['redirectUrl', 'detailNameRule', 'seoKeywords', 'seoDescription', 'seoTitle', 'publishPipeDatas'],
  'params',
] as const);
const toBatchBody = bodyPicker<CatalogBatchAddBody>()(['siteId', 'parentId', 'catalogs']);
const toApplyPipeBody = bodyPicker<ApplyPublishPipeBody>()([
  'catalogId',
  'publishPipeCode',
  'publishPipePropKeys',
]);
const toPublishBody = bodyPicker<PublishCatalogBody>()([
  'catalogId',
  'publishChild',
  'publishDetail',
  'publishStatus',
]);
const toApplyPropsBody = bodyPicker<ApplyConfigPropsBody>()([
  'catalogId',
  'toCatalogIds',
  'allExtends',
  'configPropKeys',
]);

/** `catalogKeys.all` covers the catalog screen's data; the tree and the type lists have their own keys. */
export const catalogKeys = {
  ...createQueryKeys('cms/catalog'),
  extends: (catalogId: string) => ['cms/catalog', 'extends', catalogId] as const,
  /** The public option lists: they do not change with the site. */
  catalogTypes: () => ['cms/catalog', 'catalogTypes'] as const,
  contentTypes: () => ['cms/catalog', 'contentTypes'] as const,
};

/** The current site's catalog tree (pickers, the catalog and content screens). */
export const catalogTreeKeys = createQueryKeys('cms/catalogTree');

/** CatalogController (docs/endpoints.md). */
export const catalogApi = {
  get: (catalogId: string) => http.get<CatalogVO>(`/cms/catalog/${catalogId}`),
  add: (body: CatalogAddBody) => http.post<{ catalogId: string }>('/cms/catalog', toAddBody(body)),
  batchAdd: (body: CatalogBatchAddBody) => http.post<void>('/cms/catalog/batchAdd', toBatchBody(body)),
  update: (body: CatalogUpdateBody) => http.put<void>('/cms/catalog', toUpdateBody(body)),
  /** Answers the id of the async delete task. */
  remove: (catalogId: string) => http.delete<string>(`/cms/catalog/${catalogId}`),
  /** The raw envelope: the screen shows the server's `msg`. */
  visible: (catalogId: string, visible: 'Y' | 'N') =>
    http.envelope<void>('put', '/cms/catalog/visible', { catalogId, visible }),
  sort: (catalogId: string, sort: number) => http.put<void>('/cms/catalog/sort', { catalogId, sort }),
  publish: (body: PublishCatalogBody) => http.post<string>('/cms/catalog/publish', toPublishBody(body)),
  move: (from: string, to: string) => http.post<string>(`/cms/catalog/move/${from}/${to}`),
  clear: (catalogId: string) => http.post<string>('/cms/catalog/clear', { catalogId }),
  merge: (catalogId: string, mergeCatalogIds: string[]) =>
    http.post<string>('/cms/catalog/merge', { catalogId, mergeCatalogIds }),
  spelling: (parentId: string, name: string) =>
    http.post<{ alias: string; path: string }>('/cms/catalog/spelling', { parentId, name }),
  /** Plain text: the catalog names under one catalog, indented, one per line. */
  treeText: (catalogId: string) => http.get<string>('/cms/catalog/tree', { catalogId }),
  treeData: (disableLink: boolean) => http.get<RawCatalogTree>('/cms/catalog/treeData', { disableLink }),
  catalogTypes: () => http.get<IdName[]>('/cms/catalog/getCatalogTypes'),
  /** The content types of the backend (server i18n names), sorted by their order. */
  contentTypes: () => http.get<IdName[]>('/cms/catalog/getContentTypes'),
  applyPublishPipe: (body: ApplyPublishPipeBody) =>
    http.put<void>('/cms/catalog/apply_children/publish_pipe', toApplyPipeBody(body)),
  extends: (catalogId: string) => http.get<CatalogExtends>('/cms/catalog/extends', { catalogId }),
  /** Map<String,String> of config props (XssIgnore on the server). */
  saveExtends: (catalogId: string, body: Record<string, string>) =>
    http.put<void>(`/cms/catalog/extends/${catalogId}`, body),
  /** The raw envelope: the screen shows the server's `msg`. */
  applyConfigProps: (body: ApplyConfigPropsBody) =>
    http.envelope<void>('put', '/cms/catalog/apply_children/config_props', toApplyPropsBody(body)),
};
