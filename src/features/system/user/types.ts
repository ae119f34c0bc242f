import type { PageParams } from '@/lib/http';

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

/** Body of `POST|PUT /system/user`. */
export interface UserForm {
  userId?: string;
  userName?: string;
  nickName: string;
  password?: string;
  deptId: string;
  phoneNumber?: string;
  email?: string;
  sex: string;
  status: string;
  postIds?: string[];
  remark?: string;
}

/** TreeNode of `GET /system/user/deptTree`. */
export interface DeptNode {
  id: string;
  parentId?: string;
  label: string;
  children?: DeptNode[];
}

/** The password part of the active SysSecurityConfig (`GET /system/security/config/current`). */
export interface PasswordConfig {
  passwordLenMin: number;
  passwordLenMax: number;
  passwordRule: string;
  passwordRulePattern?: string;
}
