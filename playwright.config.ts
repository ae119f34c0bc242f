import { execFileSync } from 'node:child_process';

import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production build
 * served by the standalone mock server, exactly as `npm run mock -- --dist dist` serves it.
 */
/**
 * Ports: E2E_PORT (the mock serving the build) and E2E_DEPLOY_PORT (the nginx deployment test) when
 * given, else two that are free right now, so a forgotten `npm start` on 4310 never stops or skips the
 * suite. They are written back to the environment: Playwright loads this file again in each worker,
 * and the workers inherit the runner's environment, so every process agrees on the same ports.
 */
const portsGiven = Boolean(process.env.E2E_PORT);
if (!process.env.E2E_PORT || !process.env.E2E_DEPLOY_PORT) {
  const [a, b] = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ci/ports.ts', 'free', '2'], {
    encoding: 'utf8',
  })
    .trim()
    .split(' ');
  process.env.E2E_PORT ??= a;
  process.env.E2E_DEPLOY_PORT ??= b;
}
const PORT = Number(process.env.E2E_PORT);
/** Where reports and failure artefacts go; CI's self-check runs write elsewhere than the main run. */
const RESULTS = process.env.E2E_RESULTS ?? 'test-results';
/** The build to serve; parallel local runs use their own (`vite build --outDir …`). */
export const DIST_DIR = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: a second one (two lanes, each with its own mock server) was tried on the 2-core CI
  // machine and made every step about twice as slow, so the suite took as long and steps timed out.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Its own folder: Playwright empties its output folder at start, and CI keeps Vitest's reports in
  // test-results/ for the digest at the end of the run.
  outputDir: `${RESULTS}/e2e`,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: `${RESULTS}/e2e-results.json` }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    // The browser asks for reduced motion, which the console honours by switching antd's animations off
    // (src/lib/reduced-motion.ts). A test clicks the moment an item is there, unlike a person: on a
    // busy machine the press landed on a menu item or dialog button still moving in and the release
    // elsewhere, so the click was lost (a sidebar entry, the account menu, a dialog's OK button).
    reducedMotion: 'reduce',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `npx tsx mock-server/main.ts --port ${PORT} --dist ${DIST_DIR} --expose-captcha --fault-control`,
    url: `http://127.0.0.1:${PORT}/admin/`,
    // Only a server on a port the developer named on purpose is reused; CI always starts its own.
    reuseExistingServer: portsGiven && !process.env.CI,
    timeout: 60_000,
  },
});
