import { API_BASE, http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';
import type { IdName } from './catalog.types';

/** RequestArg of a dynamic page type: a query parameter or a path variable of its request path. */
export interface DynamicPageRequestArg {
  name: string;
  desc?: string;
  type: 'Parameter' | 'Path';
  mandatory: boolean;
  defValue?: string;
}

/** DynamicPageTypeVO of `GET /cms/dynamicPageTypes`. */
export interface DynamicPageType {
  type: string;
  name: string;
  desc?: string;
  publishPipeKey: string;
  requestPath?: string;
  requestArgs?: DynamicPageRequestArg[];
}

export const PREVIEW_TYPES = ['site', 'catalog', 'content', 'pagewidget'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export const coreKeys = createQueryKeys('cms/core');

/** CoreController: option lists of the CMS and the preview page. */
export const coreApi = {
  dynamicPageTypes: () => http.get<DynamicPageType[]>('/cms/dynamicPageTypes'),
  contentPathRules: () => http.get<IdName[]>('/cms/contentPathRules'),
  /**
   * `GET /cms/preview/{dataType}/{dataId}?pp=`: the server-rendered page, loaded in a frame. A frame
   * cannot send the Authorization header, so the backend reads the token from the query here.
   */
  previewUrl: (type: PreviewType, dataId: string, pipeCode: string, token: string) =>
    `${API_BASE}/cms/preview/${type}/${dataId}?${new URLSearchParams({
      pp: pipeCode,
      Authorization: `Bearer ${token}`,
    }).toString()}`,
};
