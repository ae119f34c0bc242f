import { http, type PageParams } from '@/lib/http';

import { createQueryKeys } from '../query-keys';
import {
  type PageWidget,
  type PageWidgetAddBody,
  type PageWidgetEditBody,
  toPageWidgetAddBody,
  toPageWidgetEditBody,
} from './pagewidget';

/** AdSpaceVO: a page widget of type `ads` with its strategy. */
export interface AdSpace extends PageWidget {
  content?: { strategy?: string };
}

export interface AdSpaceQuery extends PageParams {
  name?: string;
  catalogId?: string;
  state?: string;
}

export const adSpaceKeys = createQueryKeys('cms/adspace');

/** AdSpaceController: the current site's ad spaces; the type is forced to `ads` by the server. */
export const adSpaceApi = {
  list: (query: AdSpaceQuery) => http.page<AdSpace>('/cms/adspace', query),
  get: (adSpaceId: string) => http.get<AdSpace>(`/cms/adspace/${adSpaceId}`),
  add: (body: Omit<PageWidgetAddBody, 'type'>) =>
    http.post<void>('/cms/adspace', toPageWidgetAddBody({ ...body, type: 'ads' })),
  update: (body: PageWidgetEditBody) => http.put<void>('/cms/adspace', toPageWidgetEditBody(body)),
  remove: (ids: readonly string[]) => http.delete<void>('/cms/adspace', ids),
  publish: (ids: readonly string[]) => http.post<void>('/cms/adspace/publish', ids),
};
