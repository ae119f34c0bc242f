import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { ACCOUNTS, clientNavigate, ROUTE_ERROR, settleAnimations, signIn } from './helpers';

/**
 * Every screen of the menu, as a person sees it (docs/ui-layout.md). In light mode at 1280×800 and
 * 1000×800: no page scrolls sideways, the first text column of a table keeps 120 px (the content
 * list's title 240 px at 1280), a table scrolled sideways keeps its row actions in view. In dark mode
 * (colours only, so the layout is the light pass's): axe finds no colour-contrast failure with the
 * default theme colour or a light one. One sign-in per test; screens are opened by client-side
 * navigation. Each screen's screenshot is kept in test-results (at 1000 px after a layout check, else
 * at 1280 px).
 */

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 1000, height: 800 };
const MIN_TEXT_COLUMN = 120;
const MIN_CONTENT_TITLE = 240;

interface RouterNode {
  path: string;
  hidden?: boolean;
  component?: string;
  children?: RouterNode[];
}

/** The menu's screens (leaf routes with a component, not external links), as the sidebar offers them. */
async function menuScreens(page: Page): Promise<string[]> {
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value ?? '';
  const reply = await page.request.get('/prod-api/getRouters', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const routers = ((await reply.json()) as { data: RouterNode[] }).data;
  const paths: string[] = [];
  const walk = (nodes: RouterNode[], base: string) => {
    for (const node of nodes) {
      if (node.hidden || /^https?:/.test(node.path)) continue;
      const path = node.path.startsWith('/') ? node.path : `${base}/${node.path}`;
      if (node.children?.length) walk(node.children, path);
      else if (node.component && !['Layout', 'ParentView', 'InnerLink'].includes(node.component))
        paths.push(path);
    }
  };
  walk(routers, '');
  // Home is the console's own route, not a menu row.
  return ['/index', ...paths];
}

/** Opens the console with these settings stored, as a returning user would have them. */
async function signInWith(page: Page, settings: { dark: boolean; theme?: string }) {
  await page.addInitScript((s) => {
    // Tabs off: no kept-alive pages piling up behind the one measured.
    localStorage.setItem('layout-setting', JSON.stringify({ tagsView: false, theme: s.theme }));
    localStorage.setItem('vueuse-color-scheme', s.dark ? 'dark' : 'light');
  }, settings);
  await resizeTo(page, WIDE);
  await signIn(page, ACCOUNTS.admin);
  // The frame is enough: each screen waits for its own data.
  await expect(page.getByRole('navigation', { name: 'main' })).toBeVisible();
}

/**
 * Sets the viewport and waits until the page has handled the change: its resize handlers (the charts'
 * among them) run in the next frame, and a layout measured before then still has the old widths.
 */
async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Opens a screen and waits until it has drawn its data (no page, table or card still loading). */
async function openScreen(page: Page, path: string) {
  await clientNavigate(page, path);
  await expect(page).toHaveURL(new RegExp(`/admin${path.replace(/[?]/g, '\\?')}`));
  const main = page.locator('.app-main');
  // Soft: a screen that never finishes loading is reported, and the others are still checked.
  await expect
    .soft(main.locator('.page-fallback, .ant-spin-spinning, .ant-skeleton-active'), `${path}: still loading`)
    .toHaveCount(0);
  await expect.soft(page.locator(ROUTE_ERROR), `${path}: error boundary`).toHaveCount(0);
}

/** Horizontal page scroll and the first text column of each visible table, measured in the page. */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const columns: { text: string; width: number }[] = [];
    for (const table of Array.from(document.querySelectorAll<HTMLElement>('.app-main .ant-table'))) {
      if (table.offsetParent === null) continue;
      const row = table.querySelector('tbody tr.ant-table-row');
      const cell = Array.from(row?.querySelectorAll<HTMLElement>(':scope > td') ?? []).find(
        (td) =>
          !td.matches('.ant-table-selection-column, .ant-table-row-expand-icon-cell') &&
          !td.querySelector('button, .ant-tag, .ant-switch, .ant-checkbox, .ant-radio, img') &&
          /[A-Za-z\u4e00-\u9fff]/.test(td.textContent ?? ''),
      );
      if (cell) columns.push({ text: (cell.textContent ?? '').slice(0, 20), width: cell.offsetWidth });
    }
    // A table scrolled sideways in its box keeps its pinned row-action column in view.
    const hiddenActions: string[] = [];
    for (const box of Array.from(document.querySelectorAll<HTMLElement>('.app-main .kit-table-scroll'))) {
      const actions = box.querySelector<HTMLElement>('thead th.ant-table-cell-fix-end');
      if (box.offsetParent === null || !actions || box.scrollWidth <= box.clientWidth) continue;
      if (actions.getBoundingClientRect().right > box.getBoundingClientRect().right + 1)
        hiddenActions.push(actions.textContent ?? '');
    }
    return { sideways: root.scrollWidth - root.clientWidth, columns, hiddenActions };
  });
}

async function checkLayout(page: Page, path: string, size: { width: number }) {
  const { sideways, columns, hiddenActions } = await measure(page);
  expect.soft(sideways, `${path} at ${size.width}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect.soft(hiddenActions, `${path} at ${size.width}: row actions out of view`).toEqual([]);
  for (const column of columns)
    expect
      .soft(column.width, `${path} at ${size.width}: column of "${column.text}"`)
      .toBeGreaterThanOrEqual(MIN_TEXT_COLUMN);
}

async function checkContrast(page: Page, label: string) {
  await settleAnimations(page);
  // Legacy mode: axe runs in the page itself, without opening a blank page per check to merge frame
  // results (the console's screens have no frames of their own to check).
  const { violations } = await new AxeBuilder({ page })
    .withRules(['color-contrast'])
    .setLegacyMode(true)
    .analyze();
  const found = violations.flatMap((v) =>
    v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
  );
  expect.soft(found, `colour contrast on ${label}`).toEqual([]);
}

interface Checks {
  /** Name of the run, prefix of the screenshots (at 1000 px after a layout check, else 1280 px). */
  shots?: string;
  layout: boolean;
  contrast?: string;
}

/** Visits every screen of the menu at 1280 px, then (for the layout) at 1000 px. */
async function visitAll(page: Page, checks: Checks) {
  const screens = await menuScreens(page);
  expect(screens.length).toBeGreaterThan(30);
  for (const path of screens) {
    await resizeTo(page, WIDE);
    await openScreen(page, path);
    if (checks.layout) await checkLayout(page, path, WIDE);
    if (checks.contrast) await checkContrast(page, `${path} (${checks.contrast})`);
    if (checks.layout) {
      await resizeTo(page, NARROW);
      await checkLayout(page, path, NARROW);
    }
    if (checks.shots)
      await page.screenshot({
        path: test.info().outputPath(`${checks.shots}${path.replace(/\//g, '_')}.png`),
      });
  }
}

test.describe('layout of every screen', () => {
  // Sixty-odd screens in one journey each.
  test.describe.configure({ timeout: 180_000 });

  test('light mode: no sideways page, text columns keep their width, the content title 240 px', async ({
    page,
  }) => {
    await signInWith(page, { dark: false });
    await visitAll(page, { layout: true, shots: 'light' });

    await resizeTo(page, WIDE);
    await openScreen(page, '/configs/content');
    await page.locator('.catalog-tree .ant-tree-node-content-wrapper').first().click();
    await expect(page).toHaveURL(/catalogId=\d+/);
    const list = page.getByTestId('content-list');
    await expect(list.locator('.ant-spin-spinning')).toHaveCount(0);
    const title = list.locator('thead th', { hasText: '标题' });
    expect((await title.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(MIN_CONTENT_TITLE);
    await checkLayout(page, '/configs/content', WIDE);
  });

  // Dark mode changes colours only (antd's dark algorithm keeps every size token), so the layout is
  // measured once, in the light pass; the dark passes check the contrast.
  test('dark mode, default theme colour: colour contrast', async ({ page }) => {
    await signInWith(page, { dark: true });
    await visitAll(page, { layout: false, contrast: 'dark', shots: 'dark' });
  });

  test('dark mode, a light theme colour (#ffd700): colour contrast', async ({ page }) => {
    await signInWith(page, { dark: true, theme: '#ffd700' });
    await visitAll(page, { layout: false, contrast: 'dark #ffd700', shots: 'dark-ffd700' });
  });
});
