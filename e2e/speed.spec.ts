import { expect, test, type Page } from '@playwright/test';

import { ACCOUNTS, clientNavigate, fillAndSubmit, openLogin, openSignedIn, signInByApi } from './helpers';
import { RequestTracker } from '../scripts/bench/waves.ts';

/**
 * Holds the requests for the files matching `pattern` until `release()`; `asked` lists those asked for.
 */
async function holdAssets(page: Page, pattern: RegExp) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(pattern, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, asked };
}

/**
 * The deterministic part of the speed goals (timings are the benchmark's, `npm run bench`): how many
 * files the sign-in page loads and in how many waves, and a first paint that is never blank. A wave is
 * one step of discovery (scripts/bench/waves.ts): each costs a round trip and a parse however small
 * the files are. The later phases (click → Home, screen → screen) are counted by the benchmark: their
 * waves are inferred partly from timing, which a loaded machine shifts, so they are not asserted here.
 */

const MAX_SIGN_IN_FILES = 8;
const MAX_WAVES = 2;

test('index.html paints the sign-in frame before any script or stylesheet has arrived', async ({ page }) => {
  // Hold every script and stylesheet: what shows is the HTML alone.
  await page.route(/\.(js|css)$/, () => undefined);
  await page.goto('/admin/login', { waitUntil: 'commit' });
  const frame = page.locator('.boot-frame');
  await expect(frame).toBeVisible();
  await expect(frame).toContainText('Chestnut');
  const box = await frame.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(300);
  // Nothing holds that first paint back: the entry's few KB of CSS are inline, and antd's prebuilt
  // styles are linked after the frame (a stylesheet in the head would block rendering until it arrived).
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
});

test('antd builds no component styles in the browser: the build has them (default theme)', async ({
  page,
}) => {
  await signInByApi(page, ACCOUNTS.admin);
  await page.goto('/admin/system/user');
  await expect(page.locator('[data-testid="user-page"] tr.ant-table-row').first()).toBeVisible();
  // What antd still injects are its token variables (`.css-var-…{--ant-…}`), cheap to build; a
  // component's style would start with its hashed selector.
  const built = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-css-hash]'))
      .map((style) => style.textContent ?? '')
      .filter((css) => !css.startsWith('.css-var-'))
      .map((css) => css.slice(0, 80)),
  );
  expect(built).toEqual([]);
});

test('the sign-in page brings its code as at most 8 files in at most two waves', async ({
  page,
  context,
}) => {
  const tracker = await RequestTracker.attach(context, page);
  await openLogin(page);
  await page.waitForLoadState('networkidle');
  const signIn = tracker.summary(0);
  expect(signIn.jsFiles, 'JS files before the sign-in form is usable').toBeLessThanOrEqual(MAX_SIGN_IN_FILES);
  expect(signIn.codeWaves, 'sign-in page').toBeLessThanOrEqual(MAX_WAVES);
  await tracker.detach();
});

test('a screen change keeps the shown screen while the code of the next one travels, and the route bar says so', async ({
  page,
}) => {
  await openSignedIn(page, ACCOUNTS.admin, '/index');
  await expect(page.getByTestId('home-page')).toBeVisible();
  // The role screen's chunk is held until the test lets it through.
  const { release } = await holdAssets(page, /\/assets\/RolePage-[\w-]+\.js$/);
  await clientNavigate(page, '/system/role');
  // The wait bar is up, and Home is still the screen: no spinner in its place (React keeps it in the
  // route's transition), so nothing flashes and the new screen shows as soon as it has rendered.
  await expect(page.locator('.route-progress.is-waiting')).toBeVisible();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('.app-main .page-fallback')).toHaveCount(0);
  release();
  await expect(page.locator('[data-testid="role-page"] tr.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.route-progress.is-waiting')).toHaveCount(0);
  await expect(page.getByTestId('home-page')).toBeHidden();
});

test('the catalog screen paints its tree without the code of its tabs and dialogs, which comes once it is idle', async ({
  page,
}) => {
  await openSignedIn(page, ACCOUNTS.admin, '/index');
  await expect(page.getByTestId('home-page')).toBeVisible();
  // Code only the selected catalog's tabs use (pickers, the extended-model editor) is held.
  const { release, asked } = await holdAssets(page, /\/assets\/(resource-picker|exmodel-editor)-[\w-]+\.js$/);
  await clientNavigate(page, '/configs/catalog');
  const nodes = page.locator('.catalog-page .ant-tree-treenode');
  await expect(nodes.nth(1)).toBeVisible();
  await expect(page.getByTestId('catalog-empty')).toBeVisible();
  // Once the tree is shown, the tabs' code is fetched while the user looks at it.
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  release();
  await nodes.nth(1).locator('.ant-tree-node-content-wrapper').click();
  await expect(page.getByTestId('catalog-id')).toHaveText(/\d/);
});

test('from the click on Sign in to Home, no frame is painted blank (CPU slowed 4×)', async ({
  page,
  context,
}) => {
  const uuid = await openLogin(page);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Before each frame is painted: does the page show the sign-in form, the session's spinner or the
  // console? A sign-in that leaves by an effect and a route transition left it empty for some frames.
  await page.evaluate(() => {
    const frames: boolean[] = [];
    (window as unknown as { __frames: boolean[] }).__frames = frames;
    const shown = '#root form[name="login"], [data-testid="session-loading"], #root .ant-layout';
    const check = () => {
      frames.push(document.querySelector(shown) !== null);
      if (!document.querySelector('[data-testid="home-page"]')) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await fillAndSubmit(page, ACCOUNTS.admin, uuid);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const frames = await page.evaluate(() => (window as unknown as { __frames: boolean[] }).__frames);
  expect(frames.length).toBeGreaterThan(10);
  expect(frames.filter((shown) => !shown).length, 'blank frames').toBe(0);
});
