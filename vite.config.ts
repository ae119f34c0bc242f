import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

import { mockApiPlugin } from './mock-server/vite-plugin.ts';
import { antdStaticStylesPlugin } from './scripts/vite/antd-styles/plugin.ts';
import { bundleShimsPlugin } from './scripts/vite/bundle-shims.ts';
import { inlineEntryCssPlugin } from './scripts/vite/inline-entry-css.ts';

// The console lives under /admin/ and calls the backend under VITE_APP_BASE_API (/prod-api).
// In `vite dev` that prefix is answered by the built-in mock, or proxied to a real backend when
// VITE_PROXY_TARGET is set (the prefix is stripped, as the ChestnutCMS dev proxy does).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiBase = env.VITE_APP_BASE_API || '/prod-api';
  const proxyTarget = env.VITE_PROXY_TARGET;
  return {
    base: '/admin/',
    plugins: [
      react(),
      bundleShimsPlugin(),
      inlineEntryCssPlugin(),
      antdStaticStylesPlugin(),
      ...(proxyTarget ? [] : [mockApiPlugin({ apiBase })]),
    ],
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
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry needs to show the sign-in page (React, the router, the HTTP client,
            // i18n, the antd parts of the form) in one file instead of ~40 shared chunks that the
            // browser discovered in six waves. Lazy screens keep their own chunks, and each dynamic
            // import preloads its chunk's dependencies (Vite's default preload lists), so a screen's
            // code arrives in one wave.
            groups: [
              { name: 'entry-vendor', tags: ['$initial'], priority: 10 },
              // The icons the screens use beyond the sign-in page (about 50, 34 KB gzip with their base), in
              // one cached file: one chunk each, a screen fetched up to a dozen tiny files among its ~30,
              // six at a time over HTTP/1.1. (All of antd's lazy components in one file was 320 KB gzip, too
              // much for the first screen after sign-in; shared by six or more chunks, still 255 KB.)
              {
                name: 'icons',
                test: /node_modules[\\/]@ant-design[\\/]icons[\\/]/,
                priority: 5,
              },
            ],
          },
        },
      },
    },
  };
});
