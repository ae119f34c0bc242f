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

/** Signs in by typing, as a person would, and returns the in-page time of the click. */
export async function submitLogin(page: Page): Promise<number> {
  await page.fill('#login-username', ACCOUNT.username);
  await page.fill('#login-password', ACCOUNT.password);
  return page.evaluate(() => {
    const at = performance.now();
    document.querySelector<HTMLButtonElement>('form[name="login"] button[type="submit"]')?.click();
    return at;
  });
}
