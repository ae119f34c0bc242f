import { http, type PageParams, type RawPage } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** CmsAdvertisement as the list returns it. */
export interface Advertisement {
  advertisementId: string;
  adSpaceId: string;
  type: string;
  typeName?: string;
  name: string;
  weight: number;
  keywords?: string;
  /** EnableOrDisable: '0' enabled, '1' disabled. */
  state: string;
  onlineDate: string;
  offlineDate: string;
  redirectUrl?: string;
  resourcePath?: string;
  remark?: string;
}

/** AdvertisementVO (the detail): `resourceSrc` is the image as the browser loads it. */
export interface AdvertisementDetail extends Advertisement {
  link?: string;
  resourceSrc?: string;
}

export interface AdvertisementQuery extends PageParams {
  adSpaceId: string;
  name?: string;
  state?: string;
}

/** AdvertisementDTO. */
export interface AdvertisementBody {
  advertisementId?: string;
  adSpaceId: string;
  type: string;
  name: string;
  weight: number;
  keywords?: string;
  onlineDate: string;
  offlineDate: string;
  redirectUrl?: string;
  resourcePath?: string;
}

export interface AdvertisementType {
  id: string;
  name: string;
}

const toBody = bodyPicker<AdvertisementBody>()([
  'advertisementId',
  'adSpaceId',
  'type',
  'name',
  'weight',
  'keywords',
  'onlineDate',
  'offlineDate',
  'redirectUrl',
  'resourcePath',
]);

export const advertisementKeys = createQueryKeys('cms/advertisement');

/** AdvertisementController: the ads of one ad space. */
export const advertisementApi = {
  types: async () => (await http.get<RawPage<AdvertisementType>>('/cms/advertisement/types'))?.rows ?? [],
  list: (query: AdvertisementQuery) => http.page<Advertisement>('/cms/advertisement', query),
  get: (advertisementId: string) => http.get<AdvertisementDetail>(`/cms/advertisement/${advertisementId}`),
  add: (body: AdvertisementBody) => http.post<void>('/cms/advertisement', toBody(body)),
  update: (body: AdvertisementBody) => http.put<void>('/cms/advertisement', toBody(body)),
  remove: (ids: readonly string[]) => http.delete<void>('/cms/advertisement', ids),
  enable: (ids: readonly string[]) => http.put<void>('/cms/advertisement/enable', ids),
  disable: (ids: readonly string[]) => http.put<void>('/cms/advertisement/disable', ids),
};
