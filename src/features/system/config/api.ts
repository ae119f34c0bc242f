import { http } from '@/lib/http';

import type { ConfigForm, ConfigQuery, SysConfig } from './types';

/** Typed calls of SysConfigController (endpoints.tsv). */
export const configApi = {
  listUrl: '/system/config/list',
  list: (query: ConfigQuery) => http.page<SysConfig>('/system/config/list', query),
  get: (configId: string) => http.get<SysConfig>(`/system/config/${configId}`),
  add: (body: ConfigForm) => http.post<void>('/system/config', body),
  update: (body: ConfigForm) => http.put<void>('/system/config', body),
  remove: (configIds: readonly (string | number)[]) => http.delete<void>('/system/config', configIds),
  refreshCache: () => http.delete<void>('/system/config/refreshCache'),
};
