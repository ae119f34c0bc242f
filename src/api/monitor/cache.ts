import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** `GET /monitor/cache`: Redis INFO (all values strings), key count and per-command call counts. */
export interface CacheInfo {
  info: Record<string, string | undefined>;
  dbSize: string;
  commandStats: { name: string; value: string }[];
}

/** SysCache: a monitored cache (getNames) or one key's value (getValue). */
export interface SysCache {
  monitoredId: string;
  cacheName?: string;
  /** The key prefix in getNames, the full key in getValue. */
  cacheKey: string;
  cacheValue?: string;
  /** Seconds to live (Redis TTL; -1 none). */
  expireTime?: string | number;
}

export const cacheKeys = createQueryKeys('monitor/cache');

/** CacheController, 1.5.5 REST form. */
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
