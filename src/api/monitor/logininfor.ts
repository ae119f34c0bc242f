import { http, type PageParams } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

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

export const logininforKeys = createQueryKeys('monitor/logininfor');

/** SysLogininforController. */
export const logininforApi = {
  listUrl: '/monitor/logininfor/list',
  list: (query: LogininforQuery) => http.page<SysLogininfor>(logininforApi.listUrl, query),
  remove: (infoIds: readonly (string | number)[]) => http.delete<void>('/monitor/logininfor', infoIds),
  clean: () => http.delete<void>('/monitor/logininfor/clean'),
};
