import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type { MemberExpConfig } from './exp-config.types';
import type { MemberTypeOption } from './level-config';

export type { MemberExpConfig } from './exp-config.types';

/** Query of `GET /member/expConfig`. */
export interface ExpConfigQuery extends PageParams {
  opType?: string;
  levelType?: string;
}

/** The fields of MemberExpConfig the dialog writes (`POST|PUT /member/expConfig`). */
export interface ExpConfigBody {
  configId?: string;
  opType: string;
  levelType: string;
  exp: number;
  dayLimit: number;
  totalLimit: number;
  remark?: string;
}

const toBody = bodyPicker<ExpConfigBody>()([
  'configId',
  'opType',
  'levelType',
  'exp',
  'dayLimit',
  'totalLimit',
  'remark',
]);

export const expConfigKeys = createQueryKeys('member/expConfig');

/** MemberExpConfigController (1.5.5 paths). */
export const expConfigApi = {
  list: (query: ExpConfigQuery) => http.page<MemberExpConfig>('/member/expConfig', query),
  get: (configId: string) => http.get<MemberExpConfig>(`/member/expConfig/${configId}`),
  /** The experience operations the server knows (sign-in, comment, …). */
  types: () => http.get<MemberTypeOption[]>('/member/expConfig/types'),
  add: (body: ExpConfigBody) => http.post<void>('/member/expConfig', toBody(body)),
  update: (body: ExpConfigBody) => http.put<void>('/member/expConfig', toBody(body)),
  remove: (configIds: readonly (string | number)[]) => http.delete<void>('/member/expConfig', configIds),
};
