import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

import { mockApiPlugin } from './mock-server/vite-plugin.ts';

// The console lives under /admin/ and calls the backend under VITE_APP_BASE_API (/prod-api).
// In `vite dev` that prefix is answered by the built-in mock, or proxied to a real backend when
// VITE_PROXY_TARGET is set (the prefix is stripped, as the ChestnutCMS dev proxy does).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiBase = env.VITE_APP_BASE_API || '/prod-api';
  const proxyTarget = env.VITE_PROXY_TARGET;
  return {
    base: '/admin/',
    plugins: [react(), ...(proxyTarget ? [] : [mockApiPlugin({ apiBase })])],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: {
      port: 5173,
      proxy: proxyTarget
        ? {
            [apiBase]: {
              target: proxyTarget,
              changeOrigin: true,
              rewrite: (path) => path.slice(apiBase.length) || '/',
            },
          }
        : undefined,
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      // Preload what index.html needs, but do not ship a dependency list for every lazy screen in the
      // entry: with a hundred screens those lists cost the sign-in page ~3 KB gzip (its budget is
      // 250 KB), while a screen's own imports are fetched as soon as its chunk is parsed anyway.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
    },
  };
});
