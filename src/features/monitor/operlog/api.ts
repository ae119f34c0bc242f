import { http } from '@/lib/http';

import type { OperlogQuery, SysOperLog } from './types';

/** Typed calls of SysOperlogController (endpoints.tsv). */
export const operlogApi = {
  listUrl: '/monitor/operlog/list',
  list: (query: OperlogQuery) => http.page<SysOperLog>('/monitor/operlog/list', query),
  remove: (operIds: readonly (string | number)[]) => http.delete<void>('/monitor/operlog', operIds),
  clean: () => http.delete<void>('/monitor/operlog/clean'),
};
