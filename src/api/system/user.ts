import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SysRole as it travels inside user responses (`roles`, and all roles of `authRole/{userId}`). */
export interface SysUserRole {
  roleId: string;
  roleName: string;
  roleKey: string;
  roleSort?: number;
  /** EnableOrDisable: '0' enabled, '1' disabled. */
  status: string;
}

/** SysPost of `GET /system/user/{userId}` → `posts` (the post options of the form). */
export interface SysUserPost {
  postId: string;
  postName: string;
  /** '1' = disabled: shown but not selectable. */
  status: string;
}

/** SysUser as `/system/user/list` and the detail calls return it. */
export interface SysUser {
  userId: string;
  deptId?: string;
  deptName?: string;
  userName: string;
  nickName: string;
  email?: string;
  phoneNumber?: string;
  /** Gender dict: '0' male, '1' female, '2' unknown. */
  sex?: string;
  /** SysUserStatus dict: '0' normal, '1' banned, '2' locked. */
  status: string;
  roleIds?: string[];
  postIds?: string[];
  remark?: string;
  createTime?: string;
}

/** UserInfoVO of `GET /system/user/{userId}`, `GET /system/user/` and `GET /system/user/authRole/{userId}`. */
export interface UserInfo {
  user?: SysUser;
  roles?: SysUserRole[];
  posts?: SysUserPost[];
}

/** Query of `GET /system/user/list` (the export posts the same fields). */
export interface UserQuery extends PageParams {
  userName?: string;
  phoneNumber?: string;
  status?: string;
  deptId?: string;
  params?: Record<string, string>;
}

/**
 * Body of `POST|PUT /system/user`: the SysUser fields the console writes. The list and detail
 * replies also carry `accountNonLocked`, `type` and friends, which are not fields of the body class.
 */
export interface UserBody {
  userId?: string;
  userName?: string;
  nickName: string;
  password?: string;
  deptId?: string;
  phoneNumber?: string;
  email?: string;
  sex?: string;
  status: string;
  postIds?: string[];
  remark?: string;
}

const toBody = bodyPicker<UserBody>()([
  'userId',
  'userName',
  'nickName',
  'password',
  'deptId',
  'phoneNumber',
  'email',
  'sex',
  'status',
  'postIds',
  'remark',
]);

/** TreeNode of `GET /system/user/deptTree`. */
export interface DeptNode {
  id: string;
  parentId?: string;
  label: string;
  children?: DeptNode[];
}

export const userKeys = createQueryKeys('system/user');

/** SysUserController; 1.5.5 has no changeStatus endpoint. */
export const userApi = {
  listUrl: '/system/user/list',
  importUrl: '/system/user/importData',
  templateUrl: '/system/user/importTemplate',
  list: (query: UserQuery) => http.page<SysUser>(userApi.listUrl, query),
  /** Without an id (`GET /system/user/`): only the post options, as the Vue add dialog asks. */
  get: (userId?: string) => http.get<UserInfo>(`/system/user/${userId ?? ''}`),
  add: (body: UserBody) => http.post<void>('/system/user', toBody(body)),
  update: (body: UserBody) => http.put<void>('/system/user', toBody(body)),
  remove: (userIds: readonly (string | number)[]) => http.delete<void>('/system/user', userIds),
  /** SysUser body, of which the server reads only these two fields. */
  resetPwd: (userId: string, password: string) =>
    http.put<void>('/system/user/resetPwd', { userId, password }),
  authRole: (userId: string) => http.get<UserInfo>(`/system/user/authRole/${userId}`),
  /** AuthRoleDTO. */
  saveAuthRole: (userId: string, roleIds: string[]) =>
    http.put<void>('/system/user/authRole', { userId, roleIds }),
  deptTree: () => http.get<DeptNode[]>('/system/user/deptTree'),
};

/** The signed-in user's preferences (SysUserController, login only): a free-form map. */
export type Preferences = Record<string, unknown>;

export const preferenceApi = {
  get: () => http.get<Preferences | undefined>('/system/user/getPreferences'),
  save: (values: Preferences) => http.put<void>('/system/user/savePreferences', values),
  /** One preference of the signed-in user (`GET /system/user/preference?id=`), e.g. OpenContentEditorW. */
  one: <T = string>(id: string) => http.get<T>('/system/user/preference', { id }),
};
