import { readFileSync } from 'node:fs';

import { expect as baseExpect, type Page, test } from '@playwright/test';

import { ACCOUNTS, clickRowAction, clientNavigate, openSignedIn, pickFromPopup } from './helpers';

// Saves and lazy chunks take a while on a loaded CI machine: every step waits up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The member screens, the IP rules' self-lockout check and the form generator in a real browser: a
 * member added and given a new password, a level and an experience rule added, a deny rule over the
 * administrator's own address refused, and a three-field form designed and downloaded as code.
 */

async function openScreen(page: Page, path: string, testId: string) {
  await openSignedIn(page, ACCOUNTS.admin, path);
  const screen = page.getByTestId(testId);
  await expect(screen.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 90_000 });
  return screen;
}

test('a member is added, gets a new password shown once; a level and an experience rule are added', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const screen = await openScreen(page, '/member/list', 'member-page');

  await screen.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '添加会员' });
  await add.getByLabel('用户名').fill('7up');
  await add.getByLabel('密码').fill('short');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.getByText('用户名必须以字母开头，只能包含字母、数字和下划线')).toBeVisible();
  await expect(add.getByText('密码长度必须在 6 到 24 之间')).toBeVisible();
  await add.getByLabel('用户名').fill('e2e_member');
  await add.getByLabel('密码').fill('Member2026');
  await add.getByLabel('昵称').fill('端到端会员');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add).toBeHidden();

  const search = page.getByRole('search');
  await search.getByLabel('用户名').fill('e2e_member');
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  const row = screen.getByRole('row', { name: /e2e_member/ });
  await expect(row.getByText('端到端会员')).toBeVisible();

  await clickRowAction(page, row, /重置密码/);
  const reset = page.getByRole('dialog', { name: '重置会员密码' });
  await reset.getByRole('button', { name: /随机生成/ }).click();
  const password = await reset.getByLabel('新密码').inputValue();
  expect(password).toHaveLength(12);
  await reset.getByRole('button', { name: /确\s*定/ }).click();
  const done = page.getByRole('dialog', { name: '密码已重置' });
  await expect(done.getByTestId('reset-password-value')).toContainText(password);
  await expect(done.getByRole('button', { name: /复制|Copy/ })).toBeVisible();
  await done.getByRole('button', { name: '关 闭', exact: true }).click();
  await expect(page.getByTestId('reset-password-value')).toHaveCount(0);

  // A level of the VIP type, then an experience rule whose operation is picked by double click.
  await clientNavigate(page, '/member/levelConfig');
  const levels = page.getByTestId('member-level-page');
  await expect(levels.getByRole('row', { name: /新手/ })).toBeVisible({ timeout: 90_000 });
  await levels.getByRole('button', { name: /新\s*增/ }).click();
  const level = page.getByRole('dialog', { name: '添加等级配置' });
  await pickFromPopup(
    () => level.getByLabel('等级类型').click(),
    page.locator('.ant-select-item-option[title="VIP 等级"]'),
    () => expect(level.getByText('VIP 等级').last()).toBeVisible(),
  );
  await level.getByLabel('等级', { exact: true }).fill('3');
  await level.getByLabel('名称').fill('VIP 3');
  await level.getByLabel('下一级所需经验').fill('9000');
  await level.getByRole('button', { name: /确\s*定/ }).click();
  await expect(level).toBeHidden();
  await expect(levels.getByRole('row', { name: /VIP 3/ })).toContainText('Lv3');

  await clientNavigate(page, '/member/expConfig');
  const rules = page.getByTestId('member-exp-page');
  await expect(rules.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 90_000 });
  await rules.getByRole('button', { name: /新\s*增/ }).click();
  const rule = page.getByRole('dialog', { name: '添加经验配置' });
  await rule.getByRole('button', { name: /选\s*择/ }).click();
  const picker = page.getByRole('dialog', { name: '选择经验操作项' });
  await picker.getByText('评论点赞[CommentLike]').dblclick();
  await expect(picker).toBeHidden();
  await expect(rule.getByLabel('经验操作项')).toHaveValue('评论点赞');
  await pickFromPopup(
    () => rule.getByLabel('等级类型').click(),
    page.locator('.ant-select-item-option[title="VIP 等级"]'),
    () => expect(rule.getByText('VIP 等级').last()).toBeVisible(),
  );
  await rule.getByLabel('经验值').fill('2');
  await rule.getByLabel('每日上限').fill('5');
  await rule.getByRole('button', { name: /确\s*定/ }).click();
  await expect(rule).toBeHidden();
  const added = rules.getByRole('row', { name: /评论点赞\[CommentLike\].*VIP/ });
  await expect(added).toContainText('无限制');
});

test('a deny rule over the address the administrator signed in from is refused', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, ACCOUNTS.admin, '/system/security/config');
  await page.getByRole('tab', { name: 'IP 规则' }).click();
  const list = page.getByTestId('ip-rule-list');
  await expect(list.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 90_000 });
  await list.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '添加 IP 规则' });
  // The browser reaches the e2e server over the loopback network.
  await dialog.getByLabel('IP / CIDR').fill('127.0.0.0/8');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(
    dialog.getByText(/这条禁止规则包含您当前登录的地址 .+，保存后您将无法访问，已拒绝/),
  ).toBeVisible();
  const address = dialog.getByLabel('IP / CIDR');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('radio', { name: '允许（白名单）' }).check();
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('radio', { name: '禁止（黑名单）' }).check();
  await dialog.getByLabel('IP / CIDR').fill('198.51.100.0/24');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('row', { name: /198\.51\.100\.0\/24/ })).toBeVisible();
});

test('a three-field form is designed in the generator and its code downloaded', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, ACCOUNTS.admin, '/tool/build');
  const palette = page.getByTestId('build-palette');
  await expect(palette).toBeVisible({ timeout: 90_000 });
  const canvas = page.getByTestId('build-canvas');
  const properties = () => page.getByTestId('build-properties');

  await palette.getByRole('button', { name: '单行文本' }).click();
  await properties().getByLabel('标题').fill('姓名');
  await properties().getByLabel('字段名').fill('fullName');
  await properties().getByRole('switch', { name: '必填' }).click();
  await palette.getByRole('button', { name: '下拉选择' }).dragTo(canvas);
  await properties().getByLabel('字段名').fill('city');
  // Dropped on the first field, the date lands before it.
  await palette.getByRole('button', { name: '日期选择' }).dragTo(canvas.getByTestId('build-item').first());
  await properties().getByLabel('字段名').fill('birthday');
  await expect(canvas.getByTestId('build-item')).toHaveCount(3);
  await expect(canvas.getByTestId('build-item').first()).toHaveAttribute('data-field', 'birthday');

  // The design survives a reload.
  await page.reload();
  await expect(page.getByTestId('build-item')).toHaveCount(3, { timeout: 90_000 });

  await page.getByRole('tab', { name: '预览' }).click();
  await page
    .getByTestId('build-preview')
    .getByRole('button', { name: /提\s*交/ })
    .click();
  await expect(page.getByText('姓名 is required')).toBeVisible();

  await page.getByRole('button', { name: /生成代码/ }).click();
  const dialog = page.getByRole('dialog', { name: '生成的 React + antd 表单组件' });
  await expect(dialog.locator('.cm-content')).toContainText('export default function GeneratedForm(');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: /下\s*载/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('GeneratedForm.tsx');
  const code = readFileSync((await download.path()) ?? '', 'utf8');
  expect(code).toContain('birthday?: Dayjs;');
  expect(code).toContain('fullName: string;');
  expect(code).toContain('city?: string;');
  expect(code.indexOf('name="birthday"')).toBeLessThan(code.indexOf('name="fullName"'));
});
