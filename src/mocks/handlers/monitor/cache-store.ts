/**
 * The Redis caches the backend's `IMonitoredCache` beans expose, seeded from the mock's own tables
 * (configs, dicts, sites, captchas) so keys and values look like the real ones. Keyed by the db because
 * `db/types.ts` belongs to the platform; a fresh MockDb starts from a fresh seed.
 */
import type { MockDb } from '../../db';

export interface CacheEntry {
  value: string;
  /** Seconds to live; -1 = no expiry (Redis TTL). */
  ttl: number;
}

export interface MonitoredCache {
  monitoredId: string;
  /** Key prefix; every Redis key of the cache starts with it. */
  prefix: string;
  entries: Map<string, CacheEntry>;
}

const stores = new WeakMap<MockDb, MonitoredCache[]>();

function cache(monitoredId: string, prefix: string, pairs: [string, string, number?][]): MonitoredCache {
  return {
    monitoredId,
    prefix,
    entries: new Map(pairs.map(([k, value, ttl]) => [prefix + k, { value, ttl: ttl ?? -1 }])),
  };
}

function seed(db: MockDb): MonitoredCache[] {
  const t = db.tables;
  const dictTypes = [...new Set(t.dictData.map((d) => d.dictType))].slice(0, 12);
  return [
    cache(
      'CONFIG',
      'sys_config:',
      t.configs.map((c) => [c.configKey, c.configValue]),
    ),
    cache(
      'DICT',
      'sys_dict:',
      dictTypes.map((type) => [
        type,
        JSON.stringify(
          t.dictData
            .filter((d) => d.dictType === type)
            .map(({ dictValue, dictLabel }) => ({ dictValue, dictLabel })),
        ),
      ]),
    ),
    cache('CAPTCHA', 'captcha_codes:', [
      ['5f0c2a3e9b7d4c1f8a6e', '7', 87],
      ['a9d41e2b66c04f7d91b3', '12', 42],
    ]),
    cache('REPEAT_SUBMIT', 'repeat_submit:', []),
    cache('RATE_LIMITER', 'rate_limit:', [
      ['127.0.0.1-com.chestnut.system.controller.SysLoginController-login', '1', 58],
    ]),
    cache(
      'SITE',
      'cms_site:',
      t.sites.map((s) => [s.siteId, JSON.stringify({ siteId: s.siteId, name: s.name, path: s.path })]),
    ),
    // One entry per catalog, as the backend caches each one by id (thousands on a large site).
    cache(
      'CATALOG',
      'cms_catalog:',
      t.catalogs.map((c) => [
        `${c.siteId}:${c.catalogId}`,
        JSON.stringify({ catalogId: c.catalogId, siteId: c.siteId, name: c.name, path: c.path }),
      ]),
    ),
    cache('TEMPLATE', 'cms_template:', [['1:template/index.template.html', '<!DOCTYPE html>…', 3600]]),
  ];
}

export function cacheStore(db: MockDb): MonitoredCache[] {
  let store = stores.get(db);
  if (!store) {
    store = seed(db);
    stores.set(db, store);
  }
  return store;
}
