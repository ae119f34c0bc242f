import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * Which test files run isolated (a fresh module graph each) and which share their worker's modules and
 * jsdom with the files before them. Sharing saves each file the import of the app and antd (a shuffled
 * full run took 610 s against 747 s with every file isolated, on 2 cores). Isolated:
 * - files that replace a module with `vi.mock`: with a shared module cache the mock would miss a module
 *   an earlier file had loaded, or leak into a later one. Stand-ins every file needs (echarts, TinyMCE,
 *   file-saver) are mocked in tests/setup.ts for all files, with spies in tests/ to assert on. No
 *   file needs isolation today; the project is declared only when one does.
 * What a test may leave behind — stores, toasts (and antd's toast holder, see tests/setup.ts), the 401
 * prompt, the mock backend, storage, cookies — tests/setup.ts resets after each test.
 * `npx vitest run --sequence.shuffle.files` checks the split.
 */
const ISOLATED = [...testFiles('src'), ...testFiles('tests')].filter((file) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  return text.includes('vi.mock(');
});

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Node loads antd by its `main` (the CommonJS build, lib/): a deep import of the ES build would
      // be a second copy of antd, with contexts of its own (the browser build uses es/ for both).
      { find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' },
    ],
  },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost/admin/' } },
    setupFiles: ['./tests/react-owner-stacks.ts', './tests/dom-polyfills.ts', './tests/setup.ts'],
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
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      ...(ISOLATED.length > 0
        ? [{ extends: true as const, test: { name: 'isolated', include: ISOLATED, isolate: true } }]
        : []),
    ],
  },
});
