import { http } from '@/lib/http';

import type { CandidateUser, RoleForm, RoleQuery, RoleUser, RoleUserQuery, SysRole } from './types';

/** Typed calls of SysRoleController (endpoints.tsv, 1.5.5). */
export const roleApi = {
  listUrl: '/system/role/list',
  list: (query: RoleQuery) => http.page<SysRole>('/system/role/list', query),
  get: (roleId: string) => http.get<SysRole>(`/system/role/${roleId}`),
  add: (body: RoleForm) => http.post<void>('/system/role', body),
  update: (body: RoleForm) => http.put<void>('/system/role', body),
  changeStatus: (roleId: string, status: string) =>
    http.put<void>('/system/role/changeStatus', { roleId, status }),
  remove: (roleIds: readonly (string | number)[]) => http.delete<void>('/system/role', roleIds),
  allocatedUsers: (query: RoleUserQuery) => http.page<RoleUser>('/system/role/authUser/allocatedList', query),
  candidateUsers: (query: RoleUserQuery) =>
    http.page<CandidateUser>('/system/role/authUser/unallocatedList', query),
  // roleId travels in the query string, the user ids as the JSON body (client-calls.tsv).
  grantUsers: (roleId: string, userIds: readonly string[]) =>
    http.put<void>(`/system/role/authUser/grant?roleId=${encodeURIComponent(roleId)}`, userIds),
  cancelUsers: (roleId: string, userIds: readonly (string | number)[]) =>
    http.put<void>(`/system/role/authUser/cancel?roleId=${encodeURIComponent(roleId)}`, userIds),
};
