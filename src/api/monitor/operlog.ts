import { http, type PageParams } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** SysOperLog as `/monitor/operlog/list` returns it (1.5.5 field names). */
export interface SysOperLog {
  operId: string;
  /** Module, e.g. 角色管理. */
  title: string;
  /** BusinessType enum name: INSERT, UPDATE, DELETE, GRANT, EXPORT, IMPORT, CLEAN, OTHER. */
  businessType: string;
  /** Java handler method. */
  method: string;
  requestMethod: string;
  operatorType: string;
  operUid?: string;
  operName: string;
  deptName?: string;
  operUrl: string;
  operIp: string;
  operLocation: string;
  userAgent?: string;
  requestArgs?: string;
  responseResult?: string;
  /** The envelope's code (200, 500, …). */
  responseCode: number;
  operTime: string;
  /** Milliseconds. */
  cost: number;
}

/** Query of `GET /monitor/operlog/list`: the fields the backend filters on (the export posts the same). */
export interface OperlogQuery extends PageParams {
  title?: string;
  operName?: string;
  responseCode?: string;
  sorts?: string;
  params?: Record<string, string>;
}

export const operlogKeys = createQueryKeys('monitor/operlog');

/** SysOperlogController. */
export const operlogApi = {
  listUrl: '/monitor/operlog/list',
  list: (query: OperlogQuery) => http.page<SysOperLog>(operlogApi.listUrl, query),
  remove: (operIds: readonly (string | number)[]) => http.delete<void>('/monitor/operlog', operIds),
  clean: () => http.delete<void>('/monitor/operlog/clean'),
};
