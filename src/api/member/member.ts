import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** MemberListVO as `GET /member` and `GET /member/{memberId}` return it. */
export interface MemberVO {
  memberId: string;
  userName?: string;
  nickName?: string;
  phoneNumber?: string;
  email?: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  birthday?: string;
  /** MemberStatus: '0' normal, '1' disabled, '2' locked. */
  status: string;
  /** Where the account came from (registration, an admin, a third-party login). */
  sourceType?: string;
  sourceId?: string;
  lastLoginIp?: string;
  lastLoginTime?: string;
  createTime?: string;
  /** Not in the 1.5.5 VO; shown when a server sends it. */
  remark?: string;
}

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
