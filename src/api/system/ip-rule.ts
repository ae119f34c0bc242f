import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** IP filter rule of `/sys/iprule` (enterprise-only API the console designs itself: docs/enterprise-only.md). */
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

/** Body of `POST|PUT /sys/iprule`. */
export interface IpRuleBody {
  ruleId?: string;
  ip: string;
  cidr: number;
  type: string;
  expireTime?: string;
  remark?: string;
}

const toBody = bodyPicker<IpRuleBody>()(['ruleId', 'ip', 'cidr', 'type', 'expireTime', 'remark']);

export const ipRuleKeys = createQueryKeys('system/iprule');

/** The Vue console's `api/system/ipFilterRule.js` wrapper (no 1.5.5 controller; the mock serves it). */
export const ipRuleApi = {
  list: (query: IpRuleQuery) => http.page<SysIpRule>('/sys/iprule', query),
  get: (ruleId: string) => http.get<SysIpRule>(`/sys/iprule/${ruleId}`),
  add: (body: IpRuleBody) => http.post<void>('/sys/iprule', toBody(body)),
  update: (body: IpRuleBody) => http.put<void>('/sys/iprule', toBody(body)),
  remove: (ruleIds: readonly (string | number)[]) => http.delete<void>('/sys/iprule', ruleIds),
};
