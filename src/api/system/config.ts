import { http, type PageParams, type RequestOptions } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SysConfig as `/system/config/list` and `/system/config/{configId}` return it. */
export interface SysConfig {
  configId: string;
  /** Translated by the server on output (i18n key `CONFIG.<configKey>`). */
  configName: string;
  configKey: string;
  configValue: string;
  /** YesOrNo: 'Y' = built-in config (cannot be deleted, key cannot change). */
  fixed: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
}

export interface ConfigQuery extends PageParams {
  configName?: string;
  configKey?: string;
}

/** Body of `POST|PUT /system/config` (SysConfig). */
export interface ConfigBody {
  configId?: string;
  configName: string;
  configKey: string;
  configValue: string;
  remark?: string;
}

const toBody = bodyPicker<ConfigBody>()(['configId', 'configName', 'configKey', 'configValue', 'remark']);

export const configKeys = createQueryKeys('system/config');

/** SysConfigController. */
export const configApi = {
  listUrl: '/system/config/list',
  list: (query: ConfigQuery) => http.page<SysConfig>(configApi.listUrl, query),
  get: (configId: string) => http.get<SysConfig>(`/system/config/${configId}`),
  /** The value of one key (login only; absent for an unknown key). */
  valueOf: (configKey: string, opts?: RequestOptions) =>
    http.get<string | undefined>(
      `/system/config/configKey/${encodeURIComponent(configKey)}`,
      undefined,
      opts,
    ),
  add: (body: ConfigBody) => http.post<void>('/system/config', toBody(body)),
  update: (body: ConfigBody) => http.put<void>('/system/config', toBody(body)),
  remove: (configIds: readonly (string | number)[]) => http.delete<void>('/system/config', configIds),
  refreshCache: () => http.delete<void>('/system/config/refreshCache'),
};
