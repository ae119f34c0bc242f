import { http, type PageParams } from '@/lib/http';

import type { IpRuleBody, IpRuleQuery, SecurityConfigForm, SysIpRule, SysSecurityConfig } from './types';

/** Typed calls of SysSecurityController (endpoints.tsv, V1.5.5 paths). */
export const securityApi = {
  list: (query: PageParams) => http.page<SysSecurityConfig>('/system/security/config', query),
  get: (configId: string) => http.get<SysSecurityConfig>(`/system/security/config/${configId}`),
  add: (body: SecurityConfigForm) => http.post<void>('/system/security/config', body),
  update: (body: SecurityConfigForm) => http.put<void>('/system/security/config', body),
  remove: (configIds: readonly (string | number)[]) =>
    http.delete<void>('/system/security/config', configIds),
  /** Toggles one config; enabling it disables every other (only one is active). */
  changeStatus: (configId: string) => http.put<void>(`/system/security/config/changeStatus/${configId}`),
};

/** The Vue console's `api/system/ipFilterRule.js` wrapper (no 1.5.5 controller; the mock serves it). */
export const ipRuleApi = {
  list: (query: IpRuleQuery) => http.page<SysIpRule>('/sys/iprule', query),
  get: (ruleId: string) => http.get<SysIpRule>(`/sys/iprule/${ruleId}`),
  add: (body: IpRuleBody) => http.post<void>('/sys/iprule', body),
  update: (body: IpRuleBody) => http.put<void>('/sys/iprule', body),
  remove: (ruleIds: readonly (string | number)[]) => http.delete<void>('/sys/iprule', ruleIds),
};
