import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type { CmsDynamicPage } from './dynamic-page.types';

export type { CmsDynamicPage } from './dynamic-page.types';

export interface DynamicPageQuery extends PageParams {
  query?: string;
}

/** DynamicPageInitDataTypeVO. */
export interface DynamicPageInitDataType {
  type: string;
  name: string;
}

/** Body of `POST|PUT /cms/dynamic_page` (the CmsDynamicPage columns the console writes). */
export interface DynamicPageBody {
  pageId?: string;
  name: string;
  code: string;
  path: string;
  description?: string;
  initDataTypes?: string[];
  templates?: Record<string, string>;
  remark?: string;
}

const toBody = bodyPicker<DynamicPageBody>()([
  'pageId',
  'name',
  'code',
  'path',
  'description',
  'initDataTypes',
  'templates',
  'remark',
]);

export const dynamicPageKeys = createQueryKeys('cms/dynamic_page');

/** DynamicPageController (current site from the CurrentSite header). */
export const dynamicPageApi = {
  list: (query: DynamicPageQuery) => http.page<CmsDynamicPage>('/cms/dynamic_page/list', query),
  initDataTypes: () => http.get<DynamicPageInitDataType[]>('/cms/dynamic_page/init_data_types'),
  get: (pageId: string) => http.get<CmsDynamicPage>(`/cms/dynamic_page/${pageId}`),
  add: (body: DynamicPageBody) => http.post<void>('/cms/dynamic_page', toBody(body)),
  update: (body: DynamicPageBody) => http.put<void>('/cms/dynamic_page', toBody(body)),
  remove: (ids: readonly string[]) => http.delete<void>('/cms/dynamic_page', ids),
};
