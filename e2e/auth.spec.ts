import { expect, test } from '@playwright/test';

import {
  ACCOUNTS,
  captchaAnswer,
  fillAndSubmit,
  openLogin,
  openLoginHeld,
  openSignedIn,
  signIn,
} from './helpers';

test.describe('sign-in', () => {
  test('admin signs in, sees the full menu, opens a screen and signs out', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/index$/);
    await expect(page.getByTestId('home-page')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'main' });
    for (const title of [
      '内容管理',
      '互动运营',
      '会员管理',
      '统计分析',
      '系统管理',
      '系统监控',
      '系统工具',
    ]) {
      await expect(nav.getByText(title, { exact: true }).first()).toBeVisible();
    }
    await nav.getByText('系统管理', { exact: true }).click();
    await nav.getByText('用户管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/system\/user$/);
    await expect(
      page.locator('[data-testid="user-page"], [data-testid="route-error"]').first(),
    ).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);

    await page.getByTestId('account-menu').hover();
    await page.getByText('退出登录').click();
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin/index');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Findex/);
  });

  test('the sign-in form takes input before the console’s code has come, and the page carries it on', async ({
    page,
  }) => {
    // Hold the entry script: what answers is index.html and its small sign-in script (CSP and all).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const currentUuid = await openLoginHeld(page);
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('admin123');
    await page.getByLabel('密码').press('Enter');
    await expect(page.getByRole('button', { name: /登\s*录\s*中/ })).toBeVisible();
    expect(page.url()).toMatch(/\/admin\/login$/);

    release();
    // The mock wants a captcha, which the HTML form cannot ask for: the page asks, keeping the rest.
    await expect(page.getByText('请输入验证码')).toBeVisible();
    await expect(page.getByLabel('账号')).toHaveValue('admin');
    await expect(page.getByLabel('密码').first()).toHaveValue('admin123');
    await expect(page.locator('#boot-sign-in')).toHaveCount(0);
    await expect.poll(currentUuid).not.toBe('');
    await page.getByLabel('验证码').fill(await captchaAnswer(page, currentUuid()));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('the sign-in page sets every text in the sans-serif stack, language links included', async ({
    page,
  }) => {
    await openLogin(page);
    const links = page.getByRole('navigation', { name: /语言|Language/ }).getByRole('button');
    await expect(links.first()).toBeVisible();
    const fonts = await links.evaluateAll((buttons) => buttons.map((b) => getComputedStyle(b).fontFamily));
    for (const font of fonts) expect(font).toContain('sans-serif');
  });

  test('a wrong password shows the server message and a fresh captcha', async ({ page }) => {
    const uuid = await openLogin(page);
    const firstUuid = await expect
      .poll(uuid)
      .not.toBe('')
      .then(() => uuid());
    await page.getByLabel(/账号|Account/).fill('admin');
    await page
      .getByLabel(/密码|Password/)
      .first()
      .fill('wrong-password');
    await page.getByLabel(/^验证码$/).fill(await captchaAnswer(page, firstUuid));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('密码错误')).toBeVisible();
    await expect.poll(uuid).not.toBe(firstUuid);
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('the redirect parameter is honoured for internal paths', async ({ page }) => {
    await page.goto('/admin/system/user?pageNum=2');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
    const uuid = await openLogin(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await fillAndSubmit(page, ACCOUNTS.admin, uuid);
    await expect(page).toHaveURL(/\/admin\/system\/user\?pageNum=2$/);
  });

  for (const target of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)']) {
    test(`an external redirect is refused: ${target}`, async ({ page }) => {
      const uuid = await openLogin(page, '/admin/login?redirect=' + encodeURIComponent(target));
      await fillAndSubmit(page, ACCOUNTS.admin, uuid);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin\/index$/);
    });
  }

  test('the restricted editor sees fewer menus', async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.editor, '/index');
    const nav = page.getByRole('navigation', { name: 'main' });
    await expect(nav.getByText('内容管理', { exact: true }).first()).toBeVisible();
    await expect(nav.getByText('系统监控', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('系统工具', { exact: true })).toHaveCount(0);
  });

  test('unknown paths show the 404 page', async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.admin, '/no/such/screen');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
