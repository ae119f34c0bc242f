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
