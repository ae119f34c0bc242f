/**
 * `npm run screenshot [-- --dist DIR --out FILE]`: the README's picture of the console. Builds the
 * console if needed, serves it with the standalone mock (its ordinary seed, captcha off), signs in as
 * admin and saves the content list with a catalog selected at 1440×900 in Debian Chromium, by default
 * to docs/images/console.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, type Page } from '@playwright/test';

import { buildIfNeeded, startMock } from './bench/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { freePorts } from './ci/ports.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const dist = path.resolve(root, option('dist', 'dist'));
const out = path.resolve(root, option('out', 'docs/images/console.png'));

/** Signs in through the API (the mock runs without a captcha) and stores the token the console reads. */
async function signIn(page: Page, base: string): Promise<void> {
  const reply = await page.request.post(`${base}/prod-api/login`, {
    data: { username: 'admin', password: 'admin123' },
  });
  const body = (await reply.json()) as { code: number; msg?: string; data?: string };
  if (body.code !== 200 || !body.data) throw new Error(`sign-in failed: ${body.msg ?? body.code}`);
  await page.context().addCookies([{ name: 'Admin-Token', value: body.data, url: base, sameSite: 'Lax' }]);
}

/** The content list of the first catalog that has contents (the first group opened), drawn and still. */
async function openContentList(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/admin/configs/content`);
  const nodes = page.locator('.catalog-tree .ant-tree-node-content-wrapper');
  await nodes.first().waitFor();
  const groups = page.locator('.catalog-tree .ant-tree-switcher_close');
  if ((await groups.count()) > 0) await groups.first().click();
  const list = page.getByTestId('content-list');
  for (let i = 0; i < (await nodes.count()); i++) {
    const listed = page.waitForResponse((r) => r.url().includes('/prod-api/cms/content/list'));
    await nodes.nth(i).click();
    const rows = ((await (await listed).json()) as { data?: { rows?: unknown[] } }).data?.rows ?? [];
    if (rows.length === 0) continue;
    await list.locator('tbody tr.ant-table-row').first().waitFor();
    await list.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
    break;
  }
  // No hover highlight, no caret, no animation in the picture.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

async function main(): Promise<void> {
  buildIfNeeded(root, dist);
  const [port = 0] = await freePorts(1);
  const server = await startMock(root, dist, port, 0, false);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await signIn(page, server.base);
    await openContentList(page, server.base);
    mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out, caret: 'hide', animations: 'disabled' });
    console.log(`saved ${path.relative(root, out)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
