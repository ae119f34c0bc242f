import { http } from 'msw';
import { setupServer } from 'msw/node';

import {
  createMockBackend,
  type MockBackend,
  type MockBackendOptions,
  type MockDb,
  openSession,
  reseedMockBackend,
} from '@/mocks';

/**
 * The msw server every Vitest file shares. tests/setup.ts starts it, resets its per-test overrides and
 * installs a freshly seeded mock backend before each test (`installMockBackend`).
 * Tests add one-off handlers with `server.use(...)`; they are dropped after the test.
 */
export const server = setupServer();

let current: MockBackend | undefined;

/**
 * Replaces the backend's database with a freshly seeded one (or `options.db`); returns the backend.
 * The handlers are built once per worker and keep serving the new database (reseedMockBackend).
 */
export function installMockBackend(options: MockBackendOptions = {}): MockBackend {
  const next = current ? reseedMockBackend(current, options) : createMockBackend(options);
  // resetHandlers(...next) makes `next` the baseline that later resetHandlers() calls return to.
  if (next.handlers !== current?.handlers) server.resetHandlers(...next.handlers);
  current = next;
  return current;
}

export function mockBackend(): MockBackend {
  if (!current) throw new Error('No mock backend installed (tests/setup.ts installs one before each test).');
  return current;
}

/** The current test's database, to inspect or modify. */
export function mockDb(): MockDb {
  return mockBackend().db;
}

/** Turns the login captcha on or off (config SysCaptchaEnable) for the current test. */
export function setCaptchaEnabled(enabled: boolean): void {
  mockDb().setConfig('SysCaptchaEnable', String(enabled));
}

/**
 * Logs a seeded user in without going through /login (no captcha) and returns the token, to be sent as
 * `Authorization: Bearer <token>`.
 */
export function mockLogin(userName = 'admin'): string {
  const db = mockDb();
  const user = db.tables.users.find((u) => u.userName === userName);
  if (!user) throw new Error(`No mock user ${userName}`);
  return openSession(db, user).token;
}

/**
 * Holds the mock's GET `path` (after `/prod-api`) until the returned release is called; the mock then
 * answers it as usual (a resolver that returns nothing falls through to the next handler).
 */
export function holdGet(path: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get(`*/prod-api${path}`, () => held));
  return release;
}
