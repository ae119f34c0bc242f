import { expect, type Page, test } from '@playwright/test';

import {
  ACCOUNTS,
  expectNoSeriousA11yViolations,
  fillAndSubmit,
  openLogin,
  openSignedIn,
  pickFromPopup,
  clickRowAction,
} from './helpers';

/**
 * The System screens in a real browser, end to end: an account's whole life (create, find, disable,
 * reset the password, give it a role, sign in as it with only that role's menus, delete) and a role's menu grant
 * taking effect at that role's next sign-in. Each test uses its own browser context per account.
 */

const NEW_USER = { username: 'e2e_writer', password: 'Writer2026' };
const RESET_PASSWORD = 'Writer2027';

async function openUsers(page: Page) {
  await openSignedIn(page, ACCOUNTS.admin, '/system/user');
  const screen = page.getByTestId('user-page');
  await expect(screen.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 40_000 });
  return screen;
}

/** The user's row after searching for it by user name. */
async function findUser(page: Page, userName: string) {
  const search = page.getByRole('search');
  await search.getByLabel('用户名').fill(userName);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.getByRole('row', { name: new RegExp(userName) });
  await expect(row).toBeVisible();
  return row;
}

async function setStatus(page: Page, row: ReturnType<Page['getByRole']>, status: '正常' | '封禁') {
  await clickRowAction(page, row, /修\s*改/);
  const dialog = page.getByRole('dialog', { name: '修改用户' });
  await expect(dialog.getByLabel('昵称')).not.toHaveValue('');
  await dialog.getByRole('radio', { name: status }).check();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(status)).toBeVisible();
}

test('a user account from creation to deletion', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const screen = await openUsers(page);
  await expectNoSeriousA11yViolations(page, { label: 'user list' });

  // Create, in the department picked in the tree.
  await screen.getByTestId('user-dept-tree').getByText('编辑部', { exact: true }).click();
  await screen.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '添加用户' });
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.getByText('不能为空').first()).toBeVisible();
  await add.getByLabel('用户名').fill(NEW_USER.username);
  await add.getByLabel('昵称').fill('端到端编辑');
  await add.getByLabel('密码').fill(NEW_USER.password);
  // The selected value shows with its label as title.
  await pickFromPopup(
    () => add.getByRole('combobox', { name: '归属部门' }).click(),
    page.locator('.ant-select-tree-title:visible', { hasText: /^编辑部$/ }),
    () => expect(add.locator('[title="编辑部"]')).toBeVisible(),
  );
  await pickFromPopup(
    () => add.getByRole('combobox', { name: '性别' }).click(),
    page.locator('.ant-select-item-option[title="女"]:visible'),
    () => expect(add.locator('[title="女"]')).toBeVisible(),
  );
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(add).toBeHidden();

  // Find it, disable it: its sign-in is refused.
  let row = await findUser(page, NEW_USER.username);
  await expect(row.getByText('编辑部')).toBeVisible();
  await setStatus(page, row, '封禁');
  const other = await browser.newContext();
  const them = await other.newPage();
  const uuid = await openLogin(them);
  await fillAndSubmit(them, NEW_USER, uuid);
  await expect(them.locator('.ant-message-notice').first()).toBeVisible();
  await expect(them).toHaveURL(/\/admin\/login/);

  // Enable it again, give it the content editor role and a new password.
  row = await findUser(page, NEW_USER.username);
  await setStatus(page, row, '正常');
  await clickRowAction(page, row, /分配角色/);
  const roles = page.getByRole('dialog', { name: '分配角色' });
  await roles
    .getByRole('row', { name: /内容编辑/ })
    .getByRole('checkbox')
    .check();
  await roles.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  // Saving keeps the drawer open (as the Vue console does): close it.
  await roles.getByRole('button', { name: '关闭' }).click();
  await expect(roles).toBeHidden();
  await clickRowAction(page, row, /重置密码/);
  const reset = page.getByRole('dialog', { name: '重置密码' });
  await reset.getByLabel('新密码').fill(RESET_PASSWORD);
  await reset.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(`修改成功，新密码是：${RESET_PASSWORD}`)).toBeVisible();

  // Signed in as that user (with the new password): the content editor's menus, no System administration.
  await openSignedIn(them, { username: NEW_USER.username, password: RESET_PASSWORD }, '/index');
  const menu = them.getByRole('navigation', { name: 'main' });
  // The content editor role: content menus and two System screens, nothing of Monitoring.
  await expect(menu.getByText('内容管理').first()).toBeVisible();
  await expect(menu.getByText('系统监控')).toHaveCount(0);
  await menu.getByText('系统管理').click();
  await expect(menu.getByText('用户管理')).toBeVisible();
  await expect(menu.getByText('字典管理')).toBeVisible();
  await expect(menu.getByText('角色管理')).toHaveCount(0);
  await other.close();

  // Delete it.
  row = await findUser(page, NEW_USER.username);
  await clickRowAction(page, row, /删\s*除/);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(NEW_USER.username) })).toHaveCount(0);
});

test("a role's new menu permission takes effect at its next sign-in", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tester = { username: 'test', password: 'test123' };
  const before = await browser.newContext();
  const testerPage = await before.newPage();
  await openSignedIn(testerPage, tester, '/index');
  const testerMenu = testerPage.getByRole('navigation', { name: 'main' });
  await testerMenu.getByText('系统管理').click();
  await expect(testerMenu.getByText('部门管理')).toBeVisible();
  await expect(testerMenu.getByText('字典管理')).toHaveCount(0);
  await before.close();

  await openSignedIn(page, ACCOUNTS.admin, '/system/role');
  const roles = page.getByTestId('role-page');
  const row = roles.getByRole('row', { name: /测试角色/ });
  await clickRowAction(page, row, /权限设置/);
  const drawer = page.getByRole('dialog', { name: '权限设置' });
  // The menu tree opens expanded; menus are granted by ticking them.
  const dict = drawer.getByRole('checkbox', { name: /^(caret-down )?字典管理$/ });
  await expect(dict).not.toBeChecked();
  await dict.click();
  await expect(dict).toBeChecked();
  await drawer
    .getByRole('button', { name: /保\s*存/ })
    .first()
    .click();
  await expect(page.getByText('保存成功')).toBeVisible();

  const after = await browser.newContext();
  const again = await after.newPage();
  await openSignedIn(again, tester, '/index');
  const menu = again.getByRole('navigation', { name: 'main' });
  await menu.getByText('系统管理').click();
  await menu.getByText('字典管理').click();
  await expect(again.getByTestId('dict-type-page')).toBeVisible({ timeout: 20_000 });
  await after.close();
});
