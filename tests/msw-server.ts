import { setupServer } from 'msw/node';

/**
 * The msw server every Vitest file shares. tests/setup.ts starts it, resets its per-test overrides and
 * (once the mock backend exists) installs a freshly seeded mock backend before each test.
 * Tests add one-off handlers with `server.use(...)`.
 */
export const server = setupServer();
