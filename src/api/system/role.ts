import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SysRole as `/system/role/list` and `/system/role/{roleId}` return it. */
export interface SysRole {
  roleId: string;
  roleName: string;
  roleKey: string;
  roleSort: number;
  /** EnableOrDisable: '0' enabled, '1' disabled. */
  status: string;
  remark?: string;
  createTime?: string;
}

/** Query of `GET /system/role/list` (the export posts the same fields). */
export interface RoleQuery extends PageParams {
  roleName?: string;
  roleKey?: string;
  status?: string;
}

/**
 * Body of `POST|PUT /system/role` (1.5.5 has no menuIds/dataScope: menus are granted by key). The
 * replies carry `enable`, which is not a field of the body class.
 */
export interface RoleBody {
  roleId?: string;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: string;
  remark?: string;
}

const toBody = bodyPicker<RoleBody>()(['roleId', 'roleName', 'roleKey', 'roleSort', 'status', 'remark']);

/** A user holding the role (`/system/role/authUser/allocatedList`). */
export interface RoleUser {
  userId: string;
  userName: string;
  nickName?: string;
  email?: string;
  phoneNumber?: string;
  /** SysUserStatus. */
  status: string;
  createTime?: string;
}

/** A row of `/system/role/authUser/unallocatedList`: every user, flagged when it holds the role. */
export interface CandidateUser {
  userId: string;
  userName: string;
  nickName?: string;
  phoneNumber?: string;
  status?: string;
  createTime?: string;
  allocated: boolean;
}

/** Query of both authUser lists. */
export interface RoleUserQuery extends PageParams {
  roleId: string;
  userName?: string;
  phoneNumber?: string;
}

export const roleKeys = createQueryKeys('system/role');
/** Users of a role and the add-users candidates: one prefix so a grant refreshes both. */
export const roleUserKeys = createQueryKeys('system/role/users');

/** SysRoleController (1.5.5). */
export const roleApi = {
  listUrl: '/system/role/list',
  list: (query: RoleQuery) => http.page<SysRole>(roleApi.listUrl, query),
  get: (roleId: string) => http.get<SysRole>(`/system/role/${roleId}`),
  add: (body: RoleBody) => http.post<void>('/system/role', toBody(body)),
  update: (body: RoleBody) => http.put<void>('/system/role', toBody(body)),
  /** SysRole body, of which the server reads only these two fields. */
  changeStatus: (roleId: string, status: string) =>
    http.put<void>('/system/role/changeStatus', { roleId, status }),
  remove: (roleIds: readonly (string | number)[]) => http.delete<void>('/system/role', roleIds),
  allocatedUsers: (query: RoleUserQuery) => http.page<RoleUser>('/system/role/authUser/allocatedList', query),
  candidateUsers: (query: RoleUserQuery) =>
    http.page<CandidateUser>('/system/role/authUser/unallocatedList', query),
  // roleId travels in the query string, the user ids as the JSON body.
  grantUsers: (roleId: string, userIds: readonly string[]) =>
    http.put<void>(`/system/role/authUser/grant?roleId=${encodeURIComponent(roleId)}`, userIds),
  cancelUsers: (roleId: string, userIds: readonly (string | number)[]) =>
    http.put<void>(`/system/role/authUser/cancel?roleId=${encodeURIComponent(roleId)}`, userIds),
};
