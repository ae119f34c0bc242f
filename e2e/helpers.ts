import { expect, type Page } from '@playwright/test';

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

/** Opens a login URL and remembers the uuid of the captcha it loads. */
export async function openLogin(page: Page, url = '/admin/login'): Promise<() => string> {
  let uuid = '';
  page.on('response', async (response) => {
    if (response.url().includes('/prod-api/captchaImage')) {
      const body = (await response.json().catch(() => null)) as { data?: { uuid?: string } } | null;
      uuid = body?.data?.uuid ?? uuid;
    }
  });
  await page.goto(url);
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  return () => uuid;
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
