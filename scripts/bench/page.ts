/** Opening a measured page and signing in, shared by the load and session measurements. */
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { MARKS_SCRIPT } from './marks.ts';

export const ACCOUNT = { username: 'admin', password: 'admin123' };

/** A context whose pages run with the CPU slowed down `throttle` times (Chrome DevTools protocol). */
export async function openPage(
  browser: Browser,
  base: string,
  throttle: number,
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL: base, locale: 'zh-CN' });
  const page = await context.newPage();
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  await page.addInitScript({ content: MARKS_SCRIPT });
  return [context, page];
}

export const mark = (page: Page, name: string) =>
  page.waitForFunction((n) => (window as unknown as { __marks: Record<string, number> }).__marks[n], name, {
    timeout: 60_000,
  });

/**
 * Types the credentials, then gives the page the second a person takes over them: the sign-in page
 * starts fetching the console's code at the first keystroke, and the click phase should measure what
 * is left after that, not a typist who finishes in 0 ms.
 */
export async function typeCredentials(page: Page): Promise<void> {
  await page.fill('#login-username', ACCOUNT.username);
  await page.fill('#login-password', ACCOUNT.password);
  await page.waitForTimeout(TYPING_MS);
}

const TYPING_MS = 1_000;

/** Clicks Sign in and returns the in-page time of the click. */
export async function clickSignIn(page: Page): Promise<number> {
  return page.evaluate(() => {
    const at = performance.now();
    document.querySelector<HTMLButtonElement>('form[name="login"] button[type="submit"]')?.click();
    return at;
  });
}

/**
 * Resolves once no request has been in flight for `quietMs`, counting the requests that start after
 * the call: start it before the action whose requests it should wait for.
 */
export function networkSettled(page: Page, quietMs = 300): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rearm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const started = () => {
      inFlight += 1;
      rearm();
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      rearm();
    };
    const done = () => {
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    };
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
    rearm();
  });
}
