import type { PageParams } from '@/lib/http';

/** SysLogininfor as `/monitor/logininfor/list` returns it (`logType` already decoded to text). */
export interface SysLogininfor {
  infoId: string;
  userType: string;
  /** Empty for a failed login of an unknown account. */
  userId: string;
  userName: string;
  logType: string;
  /** SuccessOrFail: '0' success, '1' fail. */
  status: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  msg: string;
  loginTime: string;
}

/** Query of `GET /monitor/logininfor/list` (the export posts the same fields). */
export interface LogininforQuery extends PageParams {
  ipaddr?: string;
  userName?: string;
  status?: string;
  sorts?: string;
  params?: Record<string, string>;
}

/** The part of SysUser the unlock reads and writes back (`PUT /system/user` takes the whole user). */
export interface LockableUser {
  userId: string;
  userName: string;
  /** SysUserStatus: '0' normal, '1' disabled, '2' locked. */
  status: string;
  postIds?: string[];
  [field: string]: unknown;
}
