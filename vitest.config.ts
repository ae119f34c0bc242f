import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost/admin/' } },
    setupFiles: ['./tests/dom-polyfills.ts', './tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
    // On the loaded CI machine a UI test may miss a timing window once; one retry there, and every
    // retried test is named at the end of the CI log (tests/reporters/retried-tests.ts).
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 20000,
    pool: 'threads',
    // Vitest leaves one core to the main process by default: on the 2-core CI machine that is a
    // single worker. The main process idles while jsdom tests run, so use both cores.
    maxWorkers: 2,
    css: false,
  },
});
