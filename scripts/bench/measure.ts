/** The measurements of `npm run bench`, each in a fresh browser context (empty cache, no cookies). */
import type { Browser, Page } from '@playwright/test';

import { clickSignIn, mark, networkSettled, openPage, typeCredentials } from './page.ts';

interface RouterNode {
  path: string;
  hidden?: boolean;
  children?: RouterNode[];
}

/** The first `count` screen paths of the signed-in user's menu (leaves of /getRouters). */
async function screenPaths(page: Page, count: number): Promise<string[]> {
  const tree = await page.evaluate(async () => {
    const token = /(?:^|; )Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const reply = await fetch('/prod-api/getRouters', { headers: { Authorization: `Bearer ${token}` } });
    return ((await reply.json()) as { data: unknown }).data;
  });
  const paths: string[] = [];
  const walk = (nodes: RouterNode[], prefix: string) => {
    for (const node of nodes) {
      if (node.hidden || /^https?:/.test(node.path)) continue;
      const full = node.path.startsWith('/') ? node.path : `${prefix}/${node.path}`;
      if (node.children?.length) walk(node.children, full);
      else paths.push(full.replace(/\/{2,}/g, '/'));
    }
  };
  walk(tree as RouterNode[], '');
  return paths.slice(0, count);
}

export interface SessionSample {
  screensOpened: number;
  /** The screens opened as tabs and only looked at: the tabs keep none of them mounted. */
  heapAfterScreensBytes: number;
  /** The same screens opened again and each touched once: every tab keeps its screen mounted. */
  heapAfterWorkedScreensBytes: number;
  /** Per query, in-page time from the keystroke to the results being in the DOM; empty when no search UI. */
  menuSearchMs: number[];
  /** Opening the cache list's CATALOG cache: one key per catalog, so thousands of rows. */
  largeTable: LargeViewSample | null;
  /** Opening the catalog screen on a site with thousands of catalogs. */
  catalogTree: LargeViewSample | null;
}

export interface LargeViewSample {
  /** Rows or tree nodes the view holds (rendered or virtualised). */
  items: number;
  /** In-page time from the action to the first rows/nodes being painted. */
  ms: number;
}

/** Runs `act` in the page and times it until `ready()` holds, checked every animation frame. */
function timeInPage(page: Page, act: string, ready: string): Promise<number> {
  return page.evaluate(
    async ([actSrc, readySrc]) => {
      const run = new Function(actSrc) as () => void;
      const done = new Function(`return (${readySrc})`) as () => boolean;
      const start = performance.now();
      run();
      for (let i = 0; i < 1200 && !done(); i++)
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      return done() ? performance.now() - start : NaN;
    },
    [act, ready] as const,
  );
}

async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const token = /(?:^|; )Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const site = localStorage.getItem('CurrentSite') ?? '';
    const reply = await fetch(`/prod-api${u}`, {
      headers: { Authorization: `Bearer ${token}`, CurrentSite: site },
    });
    return ((await reply.json()) as { data: unknown }).data;
  }, url) as Promise<T>;
}

/** The CATALOG cache's key table (cms_catalog:<site>:<id>, one per catalog). */
async function measureLargeTable(page: Page): Promise<LargeViewSample | null> {
  const keys = await apiGet<string[]>(page, '/monitor/cache/getKeys/CATALOG').catch(() => []);
  await clientGo(page, '/monitor/cacheList');
  const row = page.locator('tr', { hasText: 'cms_catalog:' }).first();
  const shown = await row.waitFor({ state: 'visible', timeout: 30_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return null;
  const ms = await timeInPage(
    page,
    `[...document.querySelectorAll('tr')].find((tr) => tr.textContent.includes('cms_catalog:'))?.click()`,
    `document.querySelectorAll('.ant-col:nth-child(2) .ant-table-row, .ant-col:nth-child(2) .ant-table-tbody-virtual-holder .ant-table-row').length > 0`,
  );
  return Number.isFinite(ms) ? { items: keys.length, ms } : null;
}

/**
 * The catalog screen's tree, from navigation to the first nodes painted: the screen opened for the
 * first time (its code, the tree call and the render), before the 20 screens below, which include
 * it. Timed after them it was a switch to a tab whose tree was already there.
 */
async function measureCatalogTree(page: Page): Promise<LargeViewSample | null> {
  interface Node {
    children?: Node[];
  }
  const tree = await apiGet<{ rows: Node[] }>(page, '/cms/catalog/treeData').catch(() => null);
  if (!tree?.rows) return null;
  const count = (nodes: Node[]): number => nodes.reduce((n, node) => n + 1 + count(node.children ?? []), 0);
  const ms = await timeInPage(
    page,
    `window.history.pushState({}, '', '/admin/configs/catalog'); window.dispatchEvent(new PopStateEvent('popstate'));`,
    // Visible nodes only: a screen kept open in a hidden tab keeps its tree in the DOM.
    `Array.from(document.querySelectorAll('.ant-tree .ant-tree-treenode')).filter((n) => n.checkVisibility()).length > 1`,
  );
  return Number.isFinite(ms) ? { items: count(tree.rows), ms } : null;
}

/**
 * Opens `path` in the page and waits until its code and calls are over. (`waitForLoadState` would
 * return at once: the page reached 'networkidle' long before. A screen change keeps the old screen until
 * the new one's code is in, so a next change sent too early would replace this one before it showed.)
 */
async function clientGo(page: Page, path: string): Promise<void> {
  const settled = networkSettled(page);
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
  await settled;
}

/**
 * A pointer press on the screen on show, as a click anywhere in it would start: the tabs then keep the
 * screen (KeepAliveOutlet), with nothing else done to it.
 */
async function touchShownScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shown = Array.from(document.querySelectorAll<HTMLElement>('.kept-screen')).find(
      (box) => box.style.display !== 'none',
    );
    shown?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  });
}

const SEARCH_QUERIES = ['用户', '内容', '日志', '配置', '站点'];

/**
 * Types one query into the open header search and times it in the page: from the input event to the
 * results in the DOM with their style and layout computed (a forced layout). The paint follows at the
 * display's next frame, which is the screen's refresh, not the console's work, so it is not waited for
 * (waiting a frame and polling on a timer added 5-20 ms of idle time to every sample before).
 */
function timeSearch(page: Page, query: string): Promise<number> {
  return page.evaluate(async (q) => {
    const input = document.activeElement as HTMLInputElement | null;
    const results = () => document.querySelector('#menu-search-results');
    const shown = () => Boolean(results()?.querySelector('li'));
    if (!input || input.tagName !== 'INPUT') return NaN;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    if (shown()) return NaN;
    const start = performance.now();
    setter?.call(input, q);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise<void>((resolve) => {
      if (shown()) return resolve();
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      setTimeout(() => {
        observer.disconnect();
        resolve();
      }, 2000);
    });
    results()?.getBoundingClientRect();
    return shown() ? performance.now() - start : NaN;
  }, query);
}

/** Signs in, opens 20 screens as tabs, then reads the JS heap and times the menu search. */
export async function measureSession(
  browser: Browser,
  base: string,
  throttle: number,
): Promise<SessionSample> {
  const [context, page] = await openPage(browser, base, throttle);
  await page.goto('/admin/login');
  await mark(page, 'loginUsable');
  await typeCredentials(page);
  const homeSettled = networkSettled(page, 500);
  await clickSignIn(page);
  await mark(page, 'firstScreen');
  await homeSettled;
  const treeSettled = networkSettled(page, 500);
  const catalogTree = await measureCatalogTree(page);
  await treeSettled;

  const paths = await screenPaths(page, 20);
  for (const path of paths) await clientGo(page, path);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const readHeap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
  };
  const heap = await readHeap();
  for (const path of paths) {
    await clientGo(page, path);
    await touchShownScreen(page);
  }
  const workedHeap = await readHeap();

  const menuSearchMs: number[] = [];
  await page.keyboard.press('Control+k');
  const opened = await page
    .waitForFunction(
      () => document.activeElement?.getAttribute('aria-controls') === 'menu-search-results',
      null,
      {
        timeout: 3000,
      },
    )
    .then(
      () => true,
      () => false,
    );
  if (opened) for (const q of SEARCH_QUERIES) menuSearchMs.push(await timeSearch(page, q));
  await page.keyboard.press('Escape');
  const largeTable = await measureLargeTable(page);
  await context.close();
  return {
    screensOpened: paths.length,
    heapAfterScreensBytes: heap,
    heapAfterWorkedScreensBytes: workedHeap,
    menuSearchMs: menuSearchMs.filter(Number.isFinite),
    largeTable,
    catalogTree,
  };
}
