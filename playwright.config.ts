import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production build
 * served by the standalone mock server, exactly as `npm run mock -- --dist dist` serves it.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The build to serve; parallel local runs use their own (`vite build --outDir …`). */
export const DIST_DIR = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Its own folder: Playwright empties its output folder at start, and CI keeps Vitest's reports in
  // test-results/ for the digest at the end of the run.
  outputDir: 'test-results/e2e',
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx tsx mock-server/main.ts --port ${PORT} --dist ${DIST_DIR} --expose-captcha --fault-control`,
    url: `http://127.0.0.1:${PORT}/admin/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
