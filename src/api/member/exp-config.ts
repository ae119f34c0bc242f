import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type { MemberTypeOption } from './level-config';

/** MemberExpConfig as `GET /member/expConfig` and its detail return it. */
export interface MemberExpConfig {
  configId: string;
  /** An experience operation id of `GET /member/expConfig/types`. */
  opType: string;
  opTypeName?: string;
  levelType: string;
  levelTypeName?: string;
  exp: number;
  /** Per day; 0 = no limit. */
  dayLimit: number;
  /** Ever; 0 = no limit. */
  totalLimit: number;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}

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
