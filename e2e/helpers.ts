import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

import type { FaultConfig, FaultRule, FaultSnapshot } from '../mock-server/faults.ts';

export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123' },
  editor: { username: 'editor', password: 'editor123' },
} as const;

/**
 * Reads the answer of the captcha the page is showing. The standalone mock exposes it only when
 * started with --expose-captcha (the e2e web server is), so tests type what a person would read.
 */
export async function captchaAnswer(page: Page, uuid: string): Promise<string> {
  const reply = await page.request.get(`/prod-api/__mock/captcha/${uuid}`);
  expect(reply.ok()).toBeTruthy();
  const body = (await reply.json()) as { data: string };
  return body.data;
}

/** Remembers the uuid of the latest captcha the page loads. */
function trackCaptcha(page: Page): () => string {
  let uuid = '';
  page.on('response', async (response) => {
    if (response.url().includes('/prod-api/captchaImage')) {
      const body = (await response.json().catch(() => null)) as { data?: { uuid?: string } } | null;
      uuid = body?.data?.uuid ?? uuid;
    }
  });
  return () => uuid;
}

/** Opens a login URL and remembers the uuid of the captcha it loads. */
export async function openLogin(page: Page, url = '/admin/login'): Promise<() => string> {
  const uuid = trackCaptcha(page);
  await page.goto(url);
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  return uuid;
}

/**
 * Opens the login page while its code is held back (the caller routes the entry script): the HTML
 * sign-in form (public/boot-sign-in.js) is what shows.
 */
export async function openLoginHeld(page: Page, url = '/admin/login'): Promise<() => string> {
  const uuid = trackCaptcha(page);
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.locator('#boot-sign-in form')).toBeVisible();
  return uuid;
}

export async function signIn(
  page: Page,
  account: { username: string; password: string },
  url = '/admin/login',
): Promise<void> {
  const currentUuid = await openLogin(page, url);
  await fillAndSubmit(page, account, currentUuid);
}

export async function fillAndSubmit(
  page: Page,
  account: { username: string; password: string },
  currentUuid: () => string,
): Promise<void> {
  await page.getByLabel(/账号|Account/).fill(account.username);
  await page
    .getByLabel(/密码|Password/)
    .first()
    .fill(account.password);
  await expect.poll(currentUuid).not.toBe('');
  await page.getByLabel(/^验证码$|^Captcha$/).fill(await captchaAnswer(page, currentUuid()));
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
}

/**
 * Signs `account` in through the API (`/captchaImage`, the mock's captcha answer, `POST /login`) and
 * puts the token into the cookie the console reads, without loading any page: the next page the
 * browser loads is already signed in. Returns the token (for the mock-only helper endpoints).
 */
export async function signInByApi(
  page: Page,
  account: { username: string; password: string },
): Promise<string> {
  const captcha = (await (await page.request.get('/prod-api/captchaImage')).json()) as {
    data?: { uuid?: string };
  };
  const uuid = captcha.data?.uuid ?? '';
  const code = uuid ? await captchaAnswer(page, uuid) : '';
  const reply = await page.request.post('/prod-api/login', {
    data: { username: account.username, password: account.password, code, uuid },
  });
  const body = (await reply.json()) as { code: number; msg?: string; data?: string };
  expect(body.code, body.msg).toBe(200);
  const token = body.data ?? '';
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: baseUrl(), sameSite: 'Lax' }]);
  return token;
}

/**
 * Opens `/admin<path>` already signed in as `account` (`signInByApi`), so the first page the browser
 * loads is the screen under test, and waits for the console's frame (its router and session are up;
 * the screen itself may still be loading). For specs about a screen inside the frame; the sign-in
 * form itself is driven by `signIn` (auth.spec.ts and the journeys that start there). Returns the
 * token, as `signInByApi`.
 */
export async function openSignedIn(
  page: Page,
  account: { username: string; password: string },
  path: string,
): Promise<string> {
  const token = await signInByApi(page, account);
  await page.goto(`/admin${path}`);
  // This one load brings the whole console and the session (getInfo, getRouters): the two waits of
  // the sign-in form (its page, then the console) in one, so it gets their two default timeouts.
  await expect(page.locator('main.app-main')).toBeVisible({ timeout: 20_000 });
  return token;
}

/**
 * Waits until the client's duplicate-submit guard (src/lib/http/repeat-submit.ts: the same POST/PUT
 * body within 1 s is refused as a double click) lets the last submit through again, as a person
 * retrying a failed save a moment later would find it. Waits only for what is left of that second.
 */
export async function repeatSubmitWindowPassed(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const raw = sessionStorage.getItem('sessionObj');
      const last = raw ? (JSON.parse(raw) as { time?: number }).time : undefined;
      return last === undefined || Date.now() - last >= 1000;
    },
    undefined,
    { timeout: 5_000 },
  );
}

/** The backend calls of a page in flight, counted from `trackRequests` on. */
export interface RequestTracker {
  inFlight: () => number;
  /** Resolves when no call is in flight (at once if none is). */
  idle: () => Promise<void>;
}

/**
 * Starts counting the page's `/prod-api` calls in flight: start it before the navigation whose calls it
 * should see. `requestsSettled` then waits for the real condition "every call has its answer", where a
 * fixed pause or `networkidle` (500 ms of silence) would only guess it.
 */
export function trackRequests(page: Page): RequestTracker {
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const isCall = (request: { url: () => string }) => request.url().includes('/prod-api/');
  const settle = (request: { url: () => string }) => {
    if (!isCall(request)) return;
    inFlight -= 1;
    if (inFlight > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  page.on('request', (request) => {
    if (isCall(request)) inFlight += 1;
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    inFlight: () => inFlight,
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}

/** Waits until every call `tracker` has seen is answered (or failed), at most `timeout` ms. */
export async function requestsSettled(tracker: RequestTracker, timeout = 20_000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${tracker.inFlight()} backend call(s) still in flight after ${timeout} ms`)),
      timeout,
    );
  });
  try {
    await Promise.race([tracker.idle(), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** The server the running test's lane talks to (its project's baseURL, playwright.config.ts). */
function baseUrl(): string {
  const url = base.info().project.use.baseURL;
  if (!url) throw new Error('the project has no baseURL');
  return url;
}

/**
 * Clicks one of a table row's actions: its button, or the entry of the row's "More" menu where the list
 * kit puts actions beyond the third (docs/ui-layout.md). Waits for the row first, so that a missing
 * button means "in the menu", not "not rendered yet".
 */
export async function clickRowAction(page: Page, row: Locator, name: RegExp): Promise<void> {
  await expect(row).toBeVisible();
  const button = row.getByRole('button', { name });
  if ((await button.count()) > 0) {
    await button.click();
    return;
  }
  await row.getByRole('button', { name: /^(更多|More)/ }).click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name }).click();
}

// ---------------------------------------------------------------------------------------------------
// Quality gates shared by every spec: accessibility, CSP, fault injection, client-side navigation.

/** axe rule sets checked: WCAG 2.1 A/AA plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Waits until every finite CSS animation and transition on the page has finished (spinners and other
 * endless ones aside). axe measures colours as painted at that instant: a dialog or drawer still fading
 * in has see-through text, and a hovered button is still blending towards its hover colour, so a check
 * right after a click measured a colour no user reads, more often the slower the machine.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each with
 * its rule, help text and the first offending elements. Call it on every screen a spec visits, once
 * the screen has rendered (open dialogs are checked too). `exclude` takes CSS selectors of third-party
 * content the console does not control (e.g. an inner-link frame). The assertion is soft: the test goes
 * on, and its report lists the violations of every screen it checked.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { exclude?: string[]; label?: string } = {},
): Promise<void> {
  await settleAnimations(page);
  // Legacy mode: axe.run in the page (injected into every frame; the console's frames, TinyMCE's, are
  // same-origin), instead of a partial run per frame merged in a blank page opened for each check.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect.soft(serious, `axe on ${options.label ?? page.url()}`).toEqual([]);
}

/**
 * Collects Content-Security-Policy violations as Chromium reports them in the console, and script
 * errors. Start it before the first navigation; call the returned function to read what was seen.
 */
export function watchCspViolations(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return () => [...seen];
}

/** In-app navigation, as a link click does it (no page load): push the URL and let the router react. */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
}

/**
 * Opens a popup (select, tree select, dropdown, context menu), chooses one of its items and waits for
 * `took`. The item gets its click as a DOM event rather than a pointer click: antd popups zoom in and
 * are re-aligned while they open, so a pointer click aimed at the item can hit whatever is under it at
 * that moment (the page behind, a neighbouring item). The popup must open from one `open`: no retry.
 */
export async function pickFromPopup(
  open: () => Promise<unknown>,
  item: Locator,
  took: () => Promise<unknown>,
): Promise<void> {
  await open();
  await expect(item).toBeVisible();
  await item.dispatchEvent('click');
  await took();
}

/** Marker of the per-route error boundary: no failed call may ever show it. */
export const ROUTE_ERROR = '[data-testid="route-error"]';

/**
 * Switches the standalone mock's faults at run time (the e2e server runs with --fault-control; see
 * mock-server/fault-http.ts). One server answers the whole run, so faults must be cleared after each
 * test: use `testWithFaults` below rather than calling this directly.
 */
export function faultControl(request: APIRequestContext) {
  const call = async (method: 'GET' | 'PUT' | 'DELETE' | 'POST', path = '', data?: unknown) => {
    const reply = await request.fetch(`/prod-api/__mock/faults${path}`, { method, data });
    expect(reply.ok(), `fault control ${method} ${path}: ${reply.status()}`).toBeTruthy();
    return ((await reply.json()) as { data: unknown }).data;
  };
  return {
    /** Replaces the faults: `{latencyMs?, jitterMs?, timeoutHoldMs?, rules?}`. */
    set: (config: Partial<FaultConfig>) => call('PUT', '', config) as Promise<FaultSnapshot>,
    clear: () => call('DELETE') as Promise<FaultSnapshot>,
    snapshot: () => call('GET') as Promise<FaultSnapshot>,
    /** The server forgets every login session: the next call with a token gets code 401. */
    expireSessions: () => call('POST', '/expire-sessions') as Promise<{ expired: number }>,
  };
}
export type FaultControl = ReturnType<typeof faultControl>;

/**
 * `test` with a `faults` fixture: faults are cleared before and after every test, whatever its outcome.
 *   testWithFaults('…', async ({ page, faults }) => { await faults.set({ latencyMs: 800 }); … });
 * (The fixture callback is named `provide`: react-hooks lint reads any `use(...)` call as a hook.)
 */
export const testWithFaults = base.extend<{ faults: FaultControl }>({
  faults: async ({ request }, provide) => {
    const faults = faultControl(request);
    await faults.clear();
    await provide(faults);
    await faults.clear();
  },
});
export type { FaultConfig, FaultRule, FaultSnapshot };
