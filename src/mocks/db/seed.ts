/** Builds a freshly seeded set of tables from the imported JSON and the hand-made fixtures. */
import { seedConfigs, seedDicts, seedI18n, seedMenus, seedMessages } from '../seed';
import {
  SEED_TIME,
  seedAccounts,
  seedDepts,
  seedPermissions,
  seedPosts,
  seedRoles,
  seedSecurityConfigs,
  seedSites,
} from './fixtures';
import type { SysDictType, Tables } from './types';

/** Deep copy so every db owns its rows (fixtures are module-level constants shared by all dbs). */
function clone<T>(value: T): T {
  return structuredClone(value);
}

function dictTypes(): SysDictType[] {
  const types = [...new Set(seedDicts.map((d) => d.dictType))];
  return types.map((dictType, i) => ({
    dictId: String(i + 1),
    // The backend stores the Chinese name; it is translated on output via DICT.<type>.
    dictName: seedMessages[`DICT.${dictType}`]?.[0] || dictType,
    dictType,
    fixed: seedDicts.some((d) => d.dictType === dictType && d.fixed === 'Y') ? 'Y' : 'N',
    createBy: 'admin',
    createTime: SEED_TIME,
  }));
}

export function seedTables(): Tables {
  return {
    menus: seedMenus.map((m) => ({ ...m, createBy: 'admin', createTime: SEED_TIME })),
    dictTypes: dictTypes(),
    dictData: seedDicts.map((d, i) => ({
      ...d,
      dictCode: String(i + 1),
      createBy: 'admin',
      createTime: SEED_TIME,
    })),
    configs: seedConfigs.map((c, i) => ({
      ...c,
      configId: String(i + 1),
      createBy: 'admin',
      createTime: SEED_TIME,
    })),
    i18nDicts: seedI18n.map(([langTag, langKey, langValue], i) => ({
      dictId: String(i + 1),
      langTag,
      langKey,
      langValue,
    })),
    depts: clone(seedDepts),
    posts: clone(seedPosts),
    roles: clone(seedRoles),
    users: seedAccounts.map((a) => clone(a.user)),
    credentials: Object.fromEntries(seedAccounts.map((a) => [a.user.userId, a.password])),
    loginFailures: {},
    permissions: clone(seedPermissions),
    securityConfigs: clone(seedSecurityConfigs),
    sessions: [],
    captchas: [],
    logininfor: [],
    files: [],
    sites: clone(seedSites),
    publishQueue: [],
  };
}
