import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type { MemberTypeOption, MemberLevelConfig } from './level-config.types';

export type { MemberTypeOption, MemberLevelConfig } from './level-config.types';

/** Query of `GET /member/levelConfig`. */
export interface LevelConfigQuery extends PageParams {
  levelType?: string;
  level?: number;
}

/**
 * LevelConfigDTO, the body of `POST|PUT /member/levelConfig`. It has no id: the server finds the row
 * to edit by its level type and level, which is why the dialog locks both when editing.
 */
export interface LevelConfigBody {
  levelType: string;
  level: number;
  name: string;
  icon?: string;
  nextNeedExp: number;
  remark?: string;
}

const toBody = bodyPicker<LevelConfigBody>()(['levelType', 'level', 'name', 'icon', 'nextNeedExp', 'remark']);

export const levelConfigKeys = createQueryKeys('member/levelConfig');

/** MemberLevelConfigController (1.5.5 paths). */
export const levelConfigApi = {
  list: (query: LevelConfigQuery) => http.page<MemberLevelConfig>('/member/levelConfig', query),
  get: (configId: string) => http.get<MemberLevelConfig>(`/member/levelConfig/${configId}`),
  types: () => http.get<MemberTypeOption[]>('/member/levelConfig/types'),
  add: (body: LevelConfigBody) => http.post<void>('/member/levelConfig', toBody(body)),
  update: (body: LevelConfigBody) => http.put<void>('/member/levelConfig', toBody(body)),
  remove: (configIds: readonly (string | number)[]) => http.delete<void>('/member/levelConfig', configIds),
};
