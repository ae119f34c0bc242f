import { http } from '@/lib/http';

import type { CacheInfo, SysCache } from './types';

/** CacheController, 1.5.5 REST form (endpoints.tsv). */
export const cacheApi = {
  info: () => http.get<CacheInfo>('/monitor/cache'),
  names: () => http.get<SysCache[]>('/monitor/cache/getNames'),
  keys: (monitoredId: string) =>
    http.get<string[]>(`/monitor/cache/getKeys/${encodeURIComponent(monitoredId)}`),
  value: (monitoredId: string, cacheKey: string) =>
    http.get<SysCache>('/monitor/cache/getValue', { monitoredId, cacheKey }),
  clearName: (monitoredId: string) =>
    http.delete<void>(`/monitor/cache/clearCacheName/${encodeURIComponent(monitoredId)}`),
  clearKey: (monitoredId: string, cacheKey: string) =>
    http.delete<void>('/monitor/cache/clearCacheKey', { monitoredId, cacheKey }),
  clearAll: () => http.delete<void>('/monitor/cache/clearCacheAll'),
};
