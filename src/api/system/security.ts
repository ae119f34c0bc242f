import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

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

/**
 * Body of `POST|PUT /system/security/config`: SysSecurityConfig's editable fields. `status` moves
 * only through changeStatus, and the replies' `enable` is not a field of the body class.
 */
export type SecurityConfigBody = Pick<
  SysSecurityConfig,
  | 'passwordLenMin'
  | 'passwordLenMax'
  | 'passwordRule'
  | 'passwordSensitive'
  | 'weakPasswords'
  | 'forceModifyPwdAfterAdd'
  | 'forceModifyPwdAfterReset'
  | 'passwordExpireSeconds'
  | 'passwordRetryLimit'
  | 'passwordRetryStrategy'
  | 'passwordRetryLockSeconds'
  | 'remark'
> & { configId?: string };

const toBody = bodyPicker<SecurityConfigBody>()([
  'configId',
  'passwordLenMin',
  'passwordLenMax',
  'passwordRule',
  'passwordSensitive',
  'weakPasswords',
  'forceModifyPwdAfterAdd',
  'forceModifyPwdAfterReset',
  'passwordExpireSeconds',
  'passwordRetryLimit',
  'passwordRetryStrategy',
  'passwordRetryLockSeconds',
  'remark',
]);

/** The password part of the active config (`GET /system/security/config/current`). */
export type PasswordConfig = Pick<
  SysSecurityConfig,
  'passwordLenMin' | 'passwordLenMax' | 'passwordRule' | 'passwordRulePattern'
> &
  Partial<Pick<SysSecurityConfig, 'passwordSensitive'>>;

/** SecurityCheckVO; absent when no security config is active. */
export interface SecurityCheck {
  isPasswordExpired?: boolean;
  forceModifyPassword?: boolean;
}

export const securityKeys = createQueryKeys('system/security');

/** SysSecurityController (1.5.5 paths). */
export const securityApi = {
  list: (query: PageParams) => http.page<SysSecurityConfig>('/system/security/config', query),
  get: (configId: string) => http.get<SysSecurityConfig>(`/system/security/config/${configId}`),
  add: (body: SecurityConfigBody) => http.post<void>('/system/security/config', toBody(body)),
  update: (body: SecurityConfigBody) => http.put<void>('/system/security/config', toBody(body)),
  remove: (configIds: readonly (string | number)[]) =>
    http.delete<void>('/system/security/config', configIds),
  /** Toggles one config; enabling it disables every other (only one is active). */
  changeStatus: (configId: string) => http.put<void>(`/system/security/config/changeStatus/${configId}`),
  /** Login only; null when no security config is active (the reply has no `data` then). */
  current: async () =>
    (await http.get<PasswordConfig | undefined>('/system/security/config/current')) ?? null,
  /** Whether the signed-in user must change the password now (the frame asks after sign-in). */
  check: () =>
    http.get<SecurityCheck | undefined>('/system/security/config/check', undefined, { silent: true }),
};
