/**
 * The built-in mock backend: one set of msw handlers over one in-memory database, used by Vitest
 * (tests/msw-server.ts), the Vite dev server (mock-server/vite-plugin.ts) and the standalone server
 * (mock-server/main.ts). App code never imports this (ESLint rule local/layers).
 */
import type { HttpHandler } from 'msw';

import type { MockContext, MockContextBase, MockOptions } from './core/context';
import { msg } from './core/i18n';
import { createRoutes } from './core/route';
import { createDb, type MockDb } from './db';
import { allHandlers } from './handlers';

export interface MockBackendOptions extends MockOptions {
  /** An existing database (e.g. loaded from a file); a freshly seeded one otherwise. */
  db?: MockDb;
}

export interface MockBackend {
  db: MockDb;
  handlers: HttpHandler[];
  ctx: MockContext;
}

/**
 * The handlers' context. Resolvers read `db` and `options` from it on every request (never keep them
 * at build time), so `reseedMockBackend` can give the same handlers a new database.
 */
export function createContext(db: MockDb, options: MockOptions = {}): MockContext {
  const base: MockContextBase = {
    db,
    options,
    msg: (key, locale, ...args) => msg(base.db, key, locale, ...args),
    // Config SysCaptchaEnable is "true" by default; an empty or missing row also means on.
    captchaEnabled: () =>
      base.options.captcha !== false && (base.db.config('SysCaptchaEnable') || 'true') === 'true',
  };
  return Object.assign(base, { route: createRoutes(base) });
}

export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const { db = createDb(), ...rest } = options;
  const ctx = createContext(db, rest);
  return { db, ctx, handlers: allHandlers(ctx) };
}

/**
 * `backend`'s handlers over a new database (and options): what the tests do before each test.
 * Building the ~500 handlers costs about twice the seeding of a database, so they are built once.
 * Options read when the handlers are built (`exposeCaptcha`) get a new backend when they change.
 */
export function reseedMockBackend(backend: MockBackend, options: MockBackendOptions = {}): MockBackend {
  const { db = createDb(), ...rest } = options;
  if (Boolean(rest.exposeCaptcha) !== Boolean(backend.ctx.options.exposeCaptcha)) {
    return createMockBackend(options);
  }
  backend.ctx.db = db;
  backend.ctx.options = rest;
  return { db, ctx: backend.ctx, handlers: backend.handlers };
}

// Everything a handler author or a test needs, from one place.
export { MOCK_API_PATTERN, jsonResponse, runResolver } from './core/route';
export type { Call, MockContext, MockOptions, Params, Resolver, RouteOptions, Routes } from './core/context';
export { fail, ok, paged, pageParams, table, type PageParams, type R, type TableData } from './core/envelope';
export { MockReply, raise } from './core/reply';
export { localeOf, msg, parseLocale, translateLabel, type Locale } from './core/i18n';
export { hasPermission, permissionsOf, rolesOf, SUPER_ADMIN_ID } from './core/auth';
export { createValidators, type Validators } from './core/validate';
export { filterRows, idList, sortBy, stampCreate, stampUpdate, type FilterSpec } from './core/crud';
export { defineCrud, type CrudEntity, type CrudRoutes, type CrudSpec } from './core/crud-entity';
export { formatDate, formatDateTime, parseDateTime } from './core/time';
export { createDb, MockDb, type CreateDbOptions, type DbSnapshot } from './db';
export type * from './db/types';
export { seedConfigs, seedDicts, seedI18n, seedMenus, seedMessages } from './seed';
export { closeSession, openSession } from './services/sessions';
export { peekCaptcha } from './services/captcha';
export { buildRouters, componentName, innerLinkPath, type RouterVO } from './services/routers';
export { toRoleVO, toUserVO } from './services/users';
export { dictItems, toDictDataVO } from './services/dicts';
export { currentSite, viewableSites, CURRENT_SITE_HEADER } from './services/sites';
