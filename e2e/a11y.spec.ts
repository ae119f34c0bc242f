import { expect, test } from '@playwright/test';

import {
  ACCOUNTS,
  captchaAnswer,
  clientNavigate,
  expectNoSeriousA11yViolations,
  openLogin,
  openSignedIn,
  ROUTE_ERROR,
  signIn,
  watchCspViolations,
} from './helpers';

/**
 * Accessibility: axe finds no serious or critical violation on any screen the suite visits, and a
 * person using only the keyboard can sign in and open a screen from the menu.
 */
test.describe('accessibility', () => {
  test('sign-in, Home, the user list, 404 (inside the frame), 401 and the sign-out dialog pass axe', async ({
    page,
  }) => {
    // Seven screens, each scanned by axe: more than the default minute on a loaded 2-core machine.
    test.setTimeout(150_000);
    const csp = watchCspViolations(page);
    await openLogin(page);
    await expectNoSeriousA11yViolations(page, { label: 'sign-in' });

    // The sign-in form with its error messages showing.
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('请输入您的账号')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'sign-in with errors' });

    await signIn(page, ACCOUNTS.admin);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('home-page').locator('.ant-skeleton')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { label: 'Home' });

    // On from Home inside the console, as its links go (no page load per screen).
    await clientNavigate(page, '/system/user');
    await expect(page.getByTestId('user-page').locator('tr.ant-table-row').first()).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousA11yViolations(page, { label: 'user list' });

    await clientNavigate(page, '/no/such/screen');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: '404' });

    await clientNavigate(page, '/401');
    await expect(page.locator('main')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: '401' });

    await clientNavigate(page, '/index');
    await page.getByTestId('account-menu').hover();
    await page.getByText('退出登录').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'sign-out confirm dialog' });

    expect(csp()).toEqual([]);
    await expect(page.locator(ROUTE_ERROR)).toHaveCount(0);
  });

  test('signs in and opens a screen with the keyboard alone', async ({ page }) => {
    const uuid = await openLogin(page);
    // The account field has the focus on arrival.
    await expect(page.getByLabel('账号')).toBeFocused();
    await page.keyboard.type(ACCOUNTS.admin.username);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('密码').first()).toBeFocused();
    await page.keyboard.type(ACCOUNTS.admin.password);
    await page.keyboard.press('Tab');
    // Tab past the show-password toggle, if it takes focus, to the captcha field.
    for (
      let i = 0;
      i < 3 && !(await page.getByLabel('验证码').evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(page.getByLabel('验证码')).toBeFocused();
    await expect.poll(uuid).not.toBe('');
    await page.keyboard.type(await captchaAnswer(page, uuid()));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('home-page')).toBeVisible();

    // Tab into the sidebar menu, then arrows move between entries and Enter opens one (WAI-ARIA menu).
    const nav = page.getByRole('navigation', { name: 'main' });
    const inNav = () => nav.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 40 && !(await inNav()); i++) await page.keyboard.press('Tab');
    expect(await inNav(), 'Tab reaches the menu').toBe(true);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    // rc-menu moves the focus in an animation frame after the key: each step waits for the focus to
    // leave the entry it was on, or the next read sees the old entry and one press too many skips past.
    const arrowTo = async (title: string) => {
      for (let i = 0; i < 30; i++) {
        const current = await focused();
        if (current.endsWith(title)) break;
        await page.keyboard.press('ArrowDown');
        await expect.poll(focused).not.toBe(current);
      }
      expect(await focused()).toContain(title);
    };
    await arrowTo('系统管理');
    await page.keyboard.press('Enter');
    await arrowTo('用户管理');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/system\/user$/);
    await expect(page.getByTestId('user-page')).toBeVisible();
  });

  test("the catalog tree with a node's menu open passes axe, and the menu works from the keyboard", async ({
    page,
  }) => {
    await openSignedIn(page, ACCOUNTS.admin, '/configs/catalog');
    const more = page.getByRole('button', { name: '更多操作 新闻中心' });
    await expect(more).toBeVisible();
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu').filter({ hasText: '预览' });
    await expect(menu).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page, { label: 'catalog tree with a node menu' });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
  });
});
