import { gzipSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

/**
 * Budget: the JavaScript the sign-in page loads up front stays within 250 KB gzip, and none of it is
 * editor, chart or code-editor code (those load with the screens that need them).
 *
 * History: 250 KB until the data router (`createBrowserRouter`, which the leave guard needs for
 * `useBlocker`) added 15 KB of React Router's data-router runtime (254.5 → 271.9 KB); putting the
 * sign-in page's code into the entry as one file instead of ~40 shared chunks took it to 256.4 KB
 * (six files in two waves instead of 39 in six; see e2e/speed.spec.ts). Then 264.7 KB: antd's
 * button tokens import `isBright` from the colour picker's presets component, which imports Collapse;
 * once a screen used Collapse, rolldown placed all of it in the entry (modules are assigned to chunks
 * whatever tree-shaking keeps of them). The build now resolves a few imports inside libraries to the
 * one piece their importer uses (scripts/vite/bundle-shims.ts): antd's `isBright` without the colour
 * picker, antd's form contexts without the rest of rc-form, axios without its fetch adapter; and the
 * sign-in fields import antd's Input and Password rather than the Input family (TextArea, Search,
 * OTP). That took this test's count from about 270,400 bytes (264.1 KiB) to 247,892: the goal, 250 KB
 * (250,000 bytes), holds again.
 */
const BUDGET_GZIP_BYTES = 250_000;
const HEAVY = [/tinymce/i, /echarts/i, /codemirror/i];

test('the sign-in page loads at most 250 KB of gzipped JS, with no heavy libraries', async ({ page }) => {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.url().endsWith('.js') || type.includes('javascript')) {
      scripts.set(response.url(), await response.body());
    }
  });
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  let gzipBytes = 0;
  for (const [url, body] of scripts) {
    gzipBytes += gzipSync(body, { level: 9 }).length;
    for (const pattern of HEAVY) {
      expect(pattern.test(url), `${url} looks like a heavy library`).toBe(false);
    }
  }
  test.info().annotations.push({ type: 'login-js-gzip-bytes', description: String(gzipBytes) });
  expect(scripts.size).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
});

test('the production build carries no mock backend code', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const dist = process.env.E2E_DIST ?? 'dist';
  const assets = readdirSync(`${dist}/assets`).filter((f) => f.endsWith('.js'));
  expect(assets.length).toBeGreaterThan(0);
  // Strings that exist only in src/mocks: seeded passwords, the captcha store, the mock's URL pattern.
  const markers = ['admin123', 'editor123', '__mock/captcha', '*/prod-api', 'captcha_codes'];
  for (const file of assets) {
    const code = readFileSync(`${dist}/assets/${file}`, 'utf8');
    for (const marker of markers) expect(code.includes(marker), `${file} contains ${marker}`).toBe(false);
  }
});
