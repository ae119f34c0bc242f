import type { PageParams } from '@/lib/http';

/** SysSecurityConfig as `/system/security/config` and `/system/security/config/{id}` return it. */
export interface SysSecurityConfig {
  configId: string;
  /** '0' active (at most one config), '1' inactive; moved only by changeStatus. */
  status: string;
  passwordLenMin: number;
  passwordLenMax: number;
  /** SecurityPasswordRule. */
  passwordRule: string;
  passwordRulePattern?: string;
  /** SecurityPasswordSensitive values. */
  passwordSensitive: string[];
  /** One weak password per line. */
  weakPasswords?: string;
  /** YesOrNo. */
  forceModifyPwdAfterAdd: string;
  forceModifyPwdAfterReset: string;
  /** 0 = never expires. */
  passwordExpireSeconds: number;
  /** Failed attempts a day; 0 = unlimited. */
  passwordRetryLimit: number;
  /** SecurityPasswordRetryStrategy. */
  passwordRetryStrategy: string;
  passwordRetryLockSeconds: number;
  enable?: boolean;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}

/** Body of `POST|PUT /system/security/config` (status is not part of it). */
export type SecurityConfigForm = Omit<
  SysSecurityConfig,
  | 'configId'
  | 'status'
  | 'enable'
  | 'passwordRulePattern'
  | 'createBy'
  | 'createTime'
  | 'updateBy'
  | 'updateTime'
> & { configId?: string };

/** IP filter rule of `/sys/iprule` (enterprise API, see the mock's iprule.ts). */
export interface SysIpRule {
  ruleId: string;
  /** IPv4 or IPv6 address. */
  ip: string;
  /** Prefix length: 0–32 (IPv4), 0–128 (IPv6). */
  cidr: number;
  /** ALLOW (whitelist) or DENY (blacklist). */
  type: string;
  /** `yyyy-MM-dd HH:mm:ss`; absent = never expires. */
  expireTime?: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
}

/** Query of `GET /sys/iprule`. */
export interface IpRuleQuery extends PageParams {
  ip?: string;
  type?: string;
}

/** The dialog's values: `ip` holds "address" or "address/prefix" as typed. */
export interface IpRuleForm {
  ruleId?: string;
  ip: string;
  type: string;
  expireTime?: string;
  remark?: string;
}

/** Body of `POST|PUT /sys/iprule`. */
export interface IpRuleBody {
  ruleId?: string;
  ip: string;
  cidr: number;
  type: string;
  expireTime?: string;
  remark?: string;
}
