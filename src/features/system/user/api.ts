import { http } from '@/lib/http';

import type { DeptNode, PasswordConfig, SysUser, UserForm, UserInfo, UserQuery } from './types';

/** Typed calls of SysUserController (endpoints.tsv); 1.5.5 has no changeStatus endpoint. */
export const userApi = {
  listUrl: '/system/user/list',
  importUrl: '/system/user/importData',
  templateUrl: '/system/user/importTemplate',
  list: (query: UserQuery) => http.page<SysUser>('/system/user/list', query),
  /** Without an id (`GET /system/user/`): only the post options, as the Vue add dialog asks. */
  get: (userId?: string) => http.get<UserInfo>(`/system/user/${userId ?? ''}`),
  add: (body: UserForm) => http.post<void>('/system/user', body),
  update: (body: UserForm) => http.put<void>('/system/user', body),
  remove: (userIds: readonly (string | number)[]) => http.delete<void>('/system/user', userIds),
  resetPwd: (userId: string, password: string) =>
    http.put<void>('/system/user/resetPwd', { userId, password }),
  authRole: (userId: string) => http.get<UserInfo>(`/system/user/authRole/${userId}`),
  saveAuthRole: (userId: string, roleIds: string[]) =>
    http.put<void>('/system/user/authRole', { userId, roleIds }),
  deptTree: () => http.get<DeptNode[]>('/system/user/deptTree'),
  /** Login-only endpoint; data is absent when no security config is active. */
  passwordConfig: () => http.get<PasswordConfig | undefined>('/system/security/config/current'),
};
