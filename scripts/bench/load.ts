/** A cold load of the sign-in page, the sign-in, and one screen change, as `npm run bench` measures them. */
import { gzipSync } from 'node:zlib';

import type { Browser, Page } from '@playwright/test';

import { clickSignIn, mark, networkSettled, openPage, typeCredentials } from './page.ts';
import { type PhaseLoad, RequestTracker } from './waves.ts';

export interface LoadSample {
  /** First contentful paint of /admin/login: until then the page is blank. */
  firstPaintMs: number;
  loginUsableMs: number;
  /** JavaScript files requested before the sign-in form was usable (resource timing). */
  jsFilesBeforeLoginUsable: number;
  signInToFirstScreenMs: number;
  /** From the click on a menu screen (here the user list) to its first data row. */
  screenChangeMs: number;
  /**
   * The same for the role list, clicked in the sidebar after the pointer had rested on its entry (the
   * menu then fetches the screen's code, so the click finds it in): the screen's render and its call.
   */
  warmScreenChangeMs: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  cssRawBytes: number;
  cssGzipBytes: number;
  requests: number;
  /** Code and API calls per phase: the sign-in page, the click → Home, Home → the user list. */
  phases: { signIn: PhaseLoad; firstScreen: PhaseLoad; screenChange: PhaseLoad };
}

/** The screen opened from Home to time a screen change: every account of the mock has it. */
const SECOND_SCREEN = '/admin/system/user';

type Marks = Record<string, number>;
const readMarks = (page: Page) => page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);

/** In-page figures of the sign-in page: first paint, and the scripts fetched before the form was usable. */
function loginPageFigures(page: Page, usableAt: number) {
  return page.evaluate((usable) => {
    const paint =
      performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ??
      Number.NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime <= usable && /\.m?js(\?|$)/.test(e.name));
    return { firstPaintMs: paint, jsFiles: scripts.length };
  }, usableAt);
}

/** Opens SECOND_SCREEN by client-side navigation and times it until its first row is painted. */
function openSecondScreen(page: Page): Promise<number> {
  return page.evaluate(async (path) => {
    const start = performance.now();
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    const shown = () => document.querySelector('[data-testid="user-page"] tr.ant-table-row') !== null;
    for (let i = 0; i < 1200 && !shown(); i++) await new Promise((r) => requestAnimationFrame(r));
    return shown() ? performance.now() - start : Number.NaN;
  }, SECOND_SCREEN);
}

/** The role list's entry in the sidebar (the System menu is open while the user list shows). */
const WARM_ENTRY = { name: '角色管理', rows: '[data-testid="role-page"] tr.ant-table-row' };

/** Rests the pointer on the role list's entry until its code is in, then times click → first row. */
async function openPrefetchedScreen(page: Page): Promise<number> {
  const entry = page.locator('.ant-layout-sider .ant-menu-item', { hasText: WARM_ENTRY.name });
  const settled = networkSettled(page);
  await entry.hover();
  await settled;
  return entry.evaluate(async (element, rows) => {
    const start = performance.now();
    (element as HTMLElement).click();
    const shown = () => document.querySelector(rows) !== null;
    for (let i = 0; i < 1200 && !shown(); i++) await new Promise((r) => requestAnimationFrame(r));
    return shown() ? performance.now() - start : Number.NaN;
  }, WARM_ENTRY.rows);
}

/** Cold load of /admin/login, sign-in until Home shows its data, then one screen change. */
export async function measureLoad(browser: Browser, base: string, throttle: number): Promise<LoadSample> {
  const [context, page] = await openPage(browser, base, throttle);
  const tracker = await RequestTracker.attach(context, page);
  const assets: Promise<[string, Buffer]>[] = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript|text\/css/.test(type)) assets.push(response.body().then((b) => [type, b]));
  });
  await page.goto('/admin/login');
  await mark(page, 'loginUsable');
  await page.waitForLoadState('networkidle');
  const signIn = tracker.summary(0);
  const login = await loginPageFigures(page, (await readMarks(page))['loginUsable'] ?? 0);
  const upFront = await Promise.all(assets);
  const requestsUpFront = requests;
  const sum = (kind: RegExp, size: (b: Buffer) => number) =>
    upFront.filter(([type]) => kind.test(type)).reduce((total, [, body]) => total + size(body), 0);
  // gzip level 6, what deploy/nginx.conf sends.
  const gz = (b: Buffer) => gzipSync(b, { level: 6 }).length;

  await typeCredentials(page);
  const beforeClick = tracker.mark();
  // Home's later calls (the visit trend waits for the Baidu sites) must be over before the screen
  // change is timed. `waitForLoadState('networkidle')` cannot tell: the sign-in page reached that
  // state already, so it returns at once. The watch starts before the click, whose call rearms it.
  const homeSettled = networkSettled(page, 500);
  const clickedAt = await clickSignIn(page);
  await mark(page, 'firstScreen');
  await homeSettled;
  const firstScreen = tracker.summary(beforeClick);
  const marks = await readMarks(page);

  const beforeChange = tracker.mark();
  const changeSettled = networkSettled(page, 500);
  const screenChangeMs = await openSecondScreen(page);
  await changeSettled;
  const screenChange = tracker.summary(beforeChange);
  const warmScreenChangeMs = await openPrefetchedScreen(page);
  await tracker.detach();
  await context.close();
  return {
    firstPaintMs: login.firstPaintMs,
    loginUsableMs: marks['loginUsable'] ?? Number.NaN,
    jsFilesBeforeLoginUsable: login.jsFiles,
    signInToFirstScreenMs: (marks['firstScreen'] ?? Number.NaN) - clickedAt,
    screenChangeMs,
    warmScreenChangeMs,
    jsRawBytes: sum(/javascript/, (b) => b.length),
    jsGzipBytes: sum(/javascript/, gz),
    cssRawBytes: sum(/text\/css/, (b) => b.length),
    cssGzipBytes: sum(/text\/css/, gz),
    requests: requestsUpFront,
    phases: { signIn, firstScreen, screenChange },
  };
}
