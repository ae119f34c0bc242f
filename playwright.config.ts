import { execFileSync } from 'node:child_process';

import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production build
 * served by the standalone mock server, exactly as `npm run mock -- --dist dist` serves it.
 */
/**
 * Ports: E2E_PORT and E2E_PORT_B (the two mock servers serving the build, one per lane below) and
 * E2E_DEPLOY_PORT (the nginx deployment test) when given, else ports that are free right now, so a
 * forgotten `npm start` on 4310 never stops or skips the suite. They are written back to the
 * environment: Playwright loads this file again in each worker, and the workers inherit the runner's
 * environment, so every process agrees on the same ports.
 */
const portsGiven = Boolean(process.env.E2E_PORT);
if (!process.env.E2E_PORT || !process.env.E2E_PORT_B || !process.env.E2E_DEPLOY_PORT) {
  const [a, b, c] = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ci/ports.ts', 'free', '3'], {
    encoding: 'utf8',
  })
    .trim()
    .split(' ');
  process.env.E2E_PORT ??= a;
  process.env.E2E_PORT_B ??= b;
  process.env.E2E_DEPLOY_PORT ??= c;
}
const PORT = Number(process.env.E2E_PORT);
const PORT_B = Number(process.env.E2E_PORT_B);
/** Where reports and failure artefacts go; CI's self-check runs write elsewhere than the main run. */
const RESULTS = process.env.E2E_RESULTS ?? 'test-results';
/** The build to serve; parallel local runs use their own (`vite build --outDir …`). */
export const DIST_DIR = process.env.E2E_DIST ?? 'dist';

/**
 * Two lanes, each a project with one worker and a mock server of its own, run side by side. A
 * browser's renderer keeps about one core busy and the machine has two, so one lane left the other
 * core idle. Each lane's specs still run one after another against their own server, as the whole
 * suite did before: lane A holds the specs that change what every session on the server sees (faults
 * makes the server forget every session and injects failures, shell changes the `test` account's
 * password), the deployment test (its nginx forwards to E2E_PORT) and the page-wide checks; every
 * other spec, and any new one, runs in lane B. The split keeps the lanes about equally long.
 */
const LANE_A = ['a11y', 'auth', 'bundle', 'deploy', 'faults', 'layout', 'shell', 'speed'].map(
  (name) => `${name}.spec.ts`,
);

function mockServer(port: number) {
  return {
    command: `npx tsx mock-server/main.ts --port ${port} --dist ${DIST_DIR} --expose-captcha --fault-control`,
    url: `http://127.0.0.1:${port}/admin/`,
    // Only a server on a port the developer named on purpose is reused; CI always starts its own.
    reuseExistingServer: portsGiven && !process.env.CI,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Its own folder: Playwright empties its output folder at start, and CI keeps Vitest's reports in
  // test-results/ for the digest at the end of the run.
  outputDir: `${RESULTS}/e2e`,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: `${RESULTS}/e2e-results.json` }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'lane-a', testMatch: LANE_A, workers: 1, use: { baseURL: `http://127.0.0.1:${PORT}` } },
    { name: 'lane-b', testIgnore: LANE_A, workers: 1, use: { baseURL: `http://127.0.0.1:${PORT_B}` } },
  ],
  webServer: [mockServer(PORT), mockServer(PORT_B)],
});
