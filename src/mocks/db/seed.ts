/** Builds a freshly seeded set of tables from the imported JSON and the hand-made fixtures. */
import { seedConfigs, seedDicts, seedI18n, seedMenus, seedMessages } from '../seed';
import { type MembersTables, PUSHER_MENU, seedMembersTables } from './areas/members';
import { type ModelsTables, seedModelsTables } from './areas/models';
import { type OperationsTables, seedOperationsTables } from './areas/operations';
import { seedManualBlocks } from './areas/operations-seed-ads';
import { type ResourcesTables, seedResourcesTables } from './areas/resources';
import { type WordsTables, seedWordsTables } from './areas/words';
import { type CmsSeedOptions, seedCms } from './cms-seed';
import {
  SEED_TIME,
  seedAccounts,
  seedDepts,
  seedPermissions,
  seedNotices,
  seedPosts,
  seedRoles,
  seedSecurityConfigs,
  seedSites,
} from './fixtures';
import { seedIpRules } from './iprule-seed';
import { defineLazyArea } from './lazy-area';
import { seedLoginLogs, seedOperLogs } from './log-seed';
import { STAFF_PASSWORD, staffDepts, staffPermissions, staffRoles, staffUsers } from './staff';
import type { SysDictType, SysLogininfor, SysOperLog, SysUser, Tables } from './types';

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

/**
 * Staff accounts and log history, generated once per process (every test seeds a fresh db, so this
 * keeps that cheap) relative to the clock at the first seed, so the log screens look current.
 */
let generated: { staff: SysUser[]; login: SysLogininfor[]; oper: SysOperLog[] } | undefined;

function generatedRows() {
  if (!generated) {
    const nowMs = Date.now();
    generated = { staff: staffUsers(nowMs), login: seedLoginLogs(nowMs), oper: seedOperLogs(nowMs) };
  }
  // Rows are flat (bar two id arrays): a spread copy is several times cheaper than structuredClone.
  return {
    staff: generated.staff.map((u) => ({ ...u, roleIds: [...u.roleIds], postIds: [...u.postIds] })),
    login: generated.login.map((r) => ({ ...r })),
    oper: generated.oper.map((r) => ({ ...r })),
  };
}

type AreaTables = ResourcesTables & ModelsTables & OperationsTables & WordsTables & MembersTables;

export function seedTables(options: CmsSeedOptions = {}): Tables {
  const { staff, login, oper } = generatedRows();
  const { permissions: cmsPermissions, ...cms } = seedCms(options);
  const tables: Omit<Tables, keyof AreaTables> = {
    ...cms,
    contentBackups: [],
    contentOpLogs: [],
    contentRelas: [],
    // The server's table plus the rows of screens the console designs itself (docs/enterprise-only.md).
    menus: [...seedMenus, PUSHER_MENU].map((m) => ({ ...m, createBy: 'admin', createTime: SEED_TIME })),
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
    depts: clone([...seedDepts, ...staffDepts]),
    posts: clone(seedPosts),
    notices: clone(seedNotices),
    roles: clone([...seedRoles, ...staffRoles]),
    users: [...seedAccounts.map((a) => clone(a.user)), ...staff],
    credentials: Object.fromEntries([
      ...seedAccounts.map((a) => [a.user.userId, a.password]),
      ...staff.map((u) => [u.userId, STAFF_PASSWORD]),
    ]),
    loginFailures: {},
    permissions: [...clone([...seedPermissions, ...staffPermissions]), ...cmsPermissions],
    securityConfigs: clone(seedSecurityConfigs),
    sessions: [],
    captchas: [],
    logininfor: login,
    files: [],
    sites: clone(seedSites),
    publishQueue: [],
    operLogs: oper,
    ipRules: clone(seedIpRules),
  };
  // Manual blocks keep their rows in their page widget, which is no lazy table: seeded now.
  seedManualBlocks(cms.pageWidgets, cms.contents, cms.resources);
  // The areas of the second half are seeded when a test or handler first touches them (./lazy-area).
  defineLazyArea(tables, 'resources', () => seedResourcesTables());
  defineLazyArea(tables, 'models', () => seedModelsTables());
  defineLazyArea(tables, 'operations', () => seedOperationsTables(cms));
  defineLazyArea(tables, 'words', () => seedWordsTables());
  defineLazyArea(tables, 'members', () => seedMembersTables());
  return tables as Tables;
}
