import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type { PusherConfig, PusherType } from './pusher.types';

export type { PusherTypeField, PusherType, PusherConfig } from './pusher.types';

/** Query of `GET /pusher/config`. */
export interface PusherConfigQuery extends PageParams {
  name?: string;
  type?: string;
  status?: string;
}

/** Body of `POST|PUT /pusher/config`. */
export interface PusherConfigBody {
  configId?: string;
  name: string;
  type: string;
  status: string;
  configProps: Record<string, unknown>;
  remark?: string;
}

const toBody = bodyPicker<PusherConfigBody>()([
  'configId',
  'name',
  'type',
  'status',
  'configProps',
  'remark',
]);

export const pusherKeys = createQueryKeys('system/pusher');

/** Message-pusher configurations: designed by the console (docs/enterprise-only.md). */
export const pusherApi = {
  types: () => http.get<PusherType[]>('/pusher/types'),
  list: (query: PusherConfigQuery) => http.page<PusherConfig>('/pusher/config', query),
  get: (configId: string) => http.get<PusherConfig>(`/pusher/config/${configId}`),
  add: (body: PusherConfigBody) => http.post<void>('/pusher/config', toBody(body)),
  update: (body: PusherConfigBody) => http.put<void>('/pusher/config', toBody(body)),
  changeStatus: (configId: string, status: string) =>
    http.put<void>('/pusher/config/changeStatus', { configId, status }),
  remove: (configIds: readonly (string | number)[]) => http.delete<void>('/pusher/config', configIds),
};
