/**
 * CacheController (1.5.5 REST form): Redis INFO summary, monitored cache names → keys → value, and the
 * three clears. Reads need monitor:cache:view, clears monitor:cache:clear (docs/endpoints.md).
 */
import type { HttpHandler } from 'msw';

import { cacheStore, type MonitoredCache } from './cache-store';
import type { Call, MockContext } from '../../core/context';
import { ok } from '../../core/envelope';

const VIEW = { perm: 'monitor:cache:view' };
const CLEAR = { perm: 'monitor:cache:clear' };

const cacheName = (c: Call, cache: MonitoredCache) => c.t(`MONITORED.CACHE.${cache.monitoredId}`);

function findCache(c: Call, monitoredId: string | null | undefined): MonitoredCache {
  const cache = cacheStore(c.db).find((m) => m.monitoredId === monitoredId);
  if (!cache) return c.error('ERR.COMMON.NOT_NULL', 'monitoredId');
  return cache;
}

function keyCount(c: Call): number {
  return cacheStore(c.db).reduce((sum, m) => sum + m.entries.size, 0);
}

/** Redis INFO as a Properties map: every value is a string. */
function info(c: Call): Record<string, string> {
  const usedKb = 1240 + keyCount(c) * 3.5;
  return {
    redis_version: '7.2.4',
    redis_mode: 'standalone',
    tcp_port: '6379',
    connected_clients: '6',
    uptime_in_days: '12',
    used_memory_human: `${(usedKb / 1024).toFixed(2)}M`,
    used_cpu_user_children: '0.014876',
    maxmemory_human: '0B',
    aof_enabled: '0',
    rdb_last_bgsave_status: 'ok',
    instantaneous_input_kbps: '0.21',
    instantaneous_output_kbps: '1.36',
  };
}

const COMMAND_STATS: [string, number][] = [
  ['get', 48210],
  ['set', 9133],
  ['setex', 4021],
  ['del', 1288],
  ['exists', 2210],
  ['expire', 733],
  ['keys', 86],
  ['info', 41],
  ['ttl', 129],
];

export function cacheHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/monitor/cache', VIEW, (c) =>
      ok({
        info: info(c),
        dbSize: String(keyCount(c)),
        commandStats: COMMAND_STATS.map(([name, calls]) => ({ name, value: String(calls) })),
      }),
    ),
    route.get('/monitor/cache/getNames', VIEW, (c) =>
      ok(
        cacheStore(c.db).map((m) => ({
          monitoredId: m.monitoredId,
          cacheName: cacheName(c, m),
          cacheKey: m.prefix,
        })),
      ),
    ),
    route.get<{ monitoredId: string }>('/monitor/cache/getKeys/{monitoredId}', VIEW, (c) =>
      ok([...findCache(c, c.params.monitoredId).entries.keys()].sort()),
    ),
    route.get('/monitor/cache/getValue', VIEW, (c) => {
      const monitoredId = c.query.get('monitoredId');
      const cacheKey = c.query.get('cacheKey');
      c.validate((v) => [v.notBlank(monitoredId), v.notBlank(cacheKey)]);
      const cache = findCache(c, monitoredId);
      const entry = cache.entries.get(String(cacheKey));
      return ok({
        monitoredId: cache.monitoredId,
        cacheName: cacheName(c, cache),
        cacheKey,
        cacheValue: entry?.value,
        expireTime: entry ? String(entry.ttl) : undefined,
      });
    }),
    route.delete<{ monitoredId: string }>('/monitor/cache/clearCacheName/{monitoredId}', CLEAR, (c) => {
      findCache(c, c.params.monitoredId).entries.clear();
    }),
    route.delete('/monitor/cache/clearCacheKey', CLEAR, async (c) => {
      const body = await c.body<{ monitoredId?: string; cacheKey?: string }>();
      findCache(c, body.monitoredId).entries.delete(String(body.cacheKey));
    }),
    route.delete('/monitor/cache/clearCacheAll', CLEAR, (c) => {
      for (const m of cacheStore(c.db)) m.entries.clear();
    }),
  ];
}
