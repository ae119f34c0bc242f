/**
 * `vite dev` integration: answers every request under `apiBase` from the mock backend's handlers.
 * The mock is loaded through `server.ssrLoadModule` so its TypeScript and JSON imports just work, and it is
 * created once per dev server (edits to src/mocks need a dev-server restart; the db is in memory).
 */
import type { Plugin } from 'vite';

import { handleApiRequest, isApiPath } from './adapter.ts';
import type * as MockModule from '../src/mocks/index.ts';

export interface MockApiPluginOptions {
  /** The console's API prefix (VITE_APP_BASE_API), e.g. "/prod-api". */
  apiBase: string;
  /** Delay every reply (ms) to see loading states; default from env MOCK_LATENCY_MS, else 0. */
  latencyMs?: number;
  /** false turns the login captcha off. */
  captcha?: boolean;
}

export function mockApiPlugin(options: MockApiPluginOptions): Plugin {
  const { apiBase } = options;
  return {
    name: 'chestnut-mock-api',
    apply: 'serve',
    configureServer(server) {
      let backend: Promise<MockModule.MockBackend> | undefined;
      const load = () =>
        (backend ??= server.ssrLoadModule('/src/mocks/index.ts').then((mod) =>
          (mod as typeof MockModule).createMockBackend({
            latencyMs: options.latencyMs ?? (Number(process.env.MOCK_LATENCY_MS) || 0),
            captcha: options.captcha,
          }),
        ));
      server.middlewares.use((req, res, next) => {
        if (!isApiPath(req.url, apiBase)) return next();
        const origin = `http://${req.headers.host ?? 'localhost'}`;
        load()
          .then(({ handlers }) => handleApiRequest(handlers, req, res, { origin, apiBase }))
          .catch((e: unknown) => next(e));
      });
    },
  };
}
