import { expect, type Page, test } from '@playwright/test';

import {
  ACCOUNTS,
  clientNavigate,
  expectNoSeriousA11yViolations,
  openSignedIn,
  pickFromPopup,
  ROUTE_ERROR,
} from './helpers';

/**
 * The console frame in a real browser: tabs and their context menu, pages kept alive per tab, language,
 * current site, dark mode, menu search and the change-password form.
 */

const tabs = (page: Page) =>
  page.getByRole('navigation', { name: /已打开的页面|Open pages/ }).getByRole('link');

async function openFromMenu(page: Page, directory: string, screen: string) {
  const nav = page.getByRole('navigation', { name: 'main' });
  // (A menu item's accessible name starts with its icon's label: match the text.)
  const item = nav.getByText(screen, { exact: true });
  if (!(await item.isVisible())) await nav.getByText(directory, { exact: true }).click();
  await item.click();
  // As a person would: the page's tab is there before the next click.
  await expect(tabs(page).filter({ hasText: screen })).toHaveAttribute('aria-current', 'page');
}

test.describe('console shell', () => {
  test('opens three screens, closes the others from the context menu, keeps a left page as it was', async ({
    page,
  }) => {
    await openSignedIn(page, ACCOUNTS.admin, '/index');
    await expect(page.getByTestId('home-page')).toBeVisible();

    await openFromMenu(page, '系统管理', '用户管理');
    await openFromMenu(page, '系统管理', '角色管理');
    await openFromMenu(page, '系统管理', '菜单管理');
    await expect(tabs(page)).toHaveText(['首页', '用户管理', '角色管理', '菜单管理']);

    await pickFromPopup(
      () => tabs(page).filter({ hasText: '角色管理' }).click({ button: 'right' }),
      page.getByRole('menuitem', { name: '关闭其他' }),
      () => expect(tabs(page)).toHaveText(['首页', '角色管理']),
    );
    await expect(page).toHaveURL(/\/admin\/system\/role$/);

    // A half-filled form survives a trip to another tab.
    await page.getByTestId('account-menu').hover();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await expect(page.getByLabel('用户昵称')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'account center' });
    await page.getByRole('tab', { name: '修改密码' }).click();
    await page.getByLabel('旧密码').fill('still here');
    await tabs(page).filter({ hasText: '角色管理' }).click();
    await expect(page).toHaveURL(/\/admin\/system\/role$/);
    await tabs(page).filter({ hasText: '个人中心' }).click();
    await expect(page.getByRole('tab', { name: '修改密码' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('旧密码')).toHaveValue('still here');
    await expect(page.locator(ROUTE_ERROR)).toHaveCount(0);
  });

  test('a tab only looked at is let go and comes back at its URL; a tab worked in is kept as it was', async ({
    page,
  }) => {
    await openSignedIn(page, ACCOUNTS.admin, '/index');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await clientNavigate(page, '/system/user?userName=admin');
    const users = page.getByTestId('user-page');
    await expect(users.getByPlaceholder('请输入用户名')).toHaveValue('admin');
    await expect(users.getByRole('row', { name: /admin/ }).first()).toBeVisible();

    // Left untouched: its screen is gone from the page, its tab stays.
    await openFromMenu(page, '系统管理', '角色管理');
    await expect(page.getByTestId('user-page')).toHaveCount(0);
    await tabs(page).filter({ hasText: '用户管理' }).click();
    await expect(page).toHaveURL(/\/system\/user\?userName=admin$/);
    await expect(users.getByPlaceholder('请输入用户名')).toHaveValue('admin');
    const firstRow = users.getByRole('checkbox', { name: '选择第 1 行' });
    await expect(firstRow).toBeVisible();

    // Worked in (a row checked): kept, hidden, and shown again with the row still checked.
    await firstRow.check();
    await tabs(page).filter({ hasText: '角色管理' }).click();
    await expect(users).toHaveCount(1);
    await expect(users).toBeHidden();
    await tabs(page).filter({ hasText: '用户管理' }).click();
    await expect(users.getByRole('checkbox', { name: '第 1 行已选择' })).toBeChecked();
  });

  test('switches to English: menus, tabs and labels follow', async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.admin, '/index');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const nav = page.getByRole('navigation', { name: 'main' });
    await expect(nav.getByText('System', { exact: true })).toBeVisible();
    await expect(nav.getByText('系统管理', { exact: true })).toHaveCount(0);
    await expect(tabs(page)).toHaveText(['Home']);
    await expect(page.getByRole('link', { name: /Welcome back/ })).toBeVisible();
    await page.getByTestId('account-menu').hover();
    await expect(page.getByRole('menuitem', { name: 'Account Center' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  });

  test('switches the current site', async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.admin, '/index');
    const current = page.getByTestId('current-site');
    await expect(current).toHaveText('栗子演示站');
    await current.click();
    const dialog = page.getByRole('dialog').filter({ hasText: '切换当前站点' });
    await expect(dialog.getByRole('cell', { name: 'Chestnut English' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'site selector' });
    await dialog.getByRole('cell', { name: 'Chestnut English' }).dblclick();
    await expect(page.getByText('已切换到站点“Chestnut English”')).toBeVisible();
    await expect(current).toHaveText('Chestnut English');
    expect(await page.evaluate(() => localStorage.getItem('CurrentSite'))).toBe('2');
    await page.reload();
    await expect(page.getByTestId('current-site')).toHaveText('Chestnut English');
  });

  test('toggles dark mode and keeps it after a reload', async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.admin, '/index');
    const background = () =>
      page
        .locator('.app-main')
        .evaluate((el) => getComputedStyle(el.closest('.ant-layout') ?? el).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: '切换到深色模式' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(background).not.toBe(light);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: '切换到浅色模式' })).toBeVisible();
  });

  test('finds a screen with Ctrl+K', async ({ page }) => {
    // The shortcut is the header's: it listens once the console's frame is up.
    await openSignedIn(page, ACCOUNTS.admin, '/index');
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: /菜单搜索/ });
    await expect(search).toBeFocused();
    await search.fill('字典');
    await expect(page.getByRole('option').first()).toContainText('系统管理 / 字典管理');
    await expectNoSeriousA11yViolations(page, { label: 'menu search' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/system\/dict$/);
    await expect(tabs(page).filter({ hasText: '字典管理' })).toHaveAttribute('aria-current', 'page');
  });

  test('preferences, layout settings and dark mode pass axe', async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.admin, '/user/preference');
    await expect(page.getByTestId('preference-page')).toBeVisible();
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'preferences' });
    await page.getByTestId('account-menu').hover();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await expect(page.getByRole('switch', { name: '开启顶部导航' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'layout settings' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '切换到深色模式' }).click();
    await clientNavigate(page, '/index');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('home-page').locator('.ant-skeleton')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { label: 'Home, dark' });
  });

  test('changes the password: a rule violation first, then correctly (and back)', async ({ page }) => {
    const account = { username: 'test', password: 'test123' };
    await openSignedIn(page, account, '/user/profile?tab=resetPwd');

    const change = async (from: string, to: string) => {
      await page.getByLabel('旧密码').fill(from);
      await page.getByLabel('新密码').fill(to);
      await page.getByLabel('确认密码').fill(to);
      await page.getByRole('button', { name: /保\s*存/ }).click();
    };
    await expect(page.getByTestId('password-rules')).toContainText('必须包含字母和数字');
    await expectNoSeriousA11yViolations(page, { label: 'change password' });
    await change(account.password, 'lettersonly');
    await expect(page.locator('.ant-form-item-explain-error')).toHaveText('必须包含字母和数字');
    await page.getByLabel('确认密码').fill('something-else1');
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

    await change(account.password, 'chestnut2025');
    await expect(page.getByText('密码修改成功')).toBeVisible();
    // The new password signs in (the server accepts it); then put the seeded one back for the other specs.
    await page.context().clearCookies();
    await openSignedIn(
      page,
      { username: account.username, password: 'chestnut2025' },
      '/user/profile?tab=resetPwd',
    );
    await change('chestnut2025', account.password);
    await expect(page.getByText('密码修改成功')).toBeVisible();
  });
});
