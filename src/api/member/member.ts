import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type { MemberVO } from './member.types';

export type { MemberVO } from './member.types';

/** Query of `GET /member`. */
export interface MemberQuery extends PageParams {
  userName?: string;
  nickName?: string;
  email?: string;
  phoneNumber?: string;
  status?: string;
}

/** MemberDTO, the body of `POST|PUT /member` and `PUT /member/resetPassword`. */
export interface MemberBody {
  memberId?: string;
  userName?: string;
  password?: string;
  nickName?: string;
  phoneNumber?: string;
  email?: string;
  birthday?: string;
  status?: string;
  remark?: string;
}

const toBody = bodyPicker<MemberBody>()([
  'memberId',
  'userName',
  'password',
  'nickName',
  'phoneNumber',
  'email',
  'birthday',
  'status',
  'remark',
]);

export const memberKeys = createQueryKeys('member/member');

/** MemberController (1.5.5 paths; the whole controller is behind the member list's permission). */
export const memberApi = {
  list: (query: MemberQuery) => http.page<MemberVO>('/member', query),
  get: (memberId: string) => http.get<MemberVO>(`/member/${memberId}`),
  add: (body: MemberBody) => http.post<void>('/member', toBody(body)),
  update: (body: MemberBody) => http.put<void>('/member', toBody(body)),
  remove: (memberIds: readonly (string | number)[]) => http.delete<void>('/member', memberIds),
  resetPassword: (memberId: string, password: string) =>
    http.put<void>('/member/resetPassword', toBody({ memberId, password })),
};
