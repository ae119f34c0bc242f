import type { PageParams } from '@/lib/http';

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

/** Body of `POST|PUT /system/role` (1.5.5 has no menuIds/dataScope: menus are granted by key). */
export interface RoleForm {
  roleId?: string;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: string;
  remark?: string;
}

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
