import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';

import { ACCOUNTS, openSignedIn } from './helpers';

// Saves and lazy chunks take a while on a loaded CI machine: every step waits up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Comments and votes in a real browser: a comment passed and a reply hidden (not passed) in the
 * comment screen; a vote created with two subjects, one given two items that are then reordered.
 */

// Unique per run: a retry finds the first attempt's vote in the same mock.
const RUN = String(Date.now()).slice(-5);
const ok = /确\s*定/;

async function openScreen(page: Page, path: string, testId: string): Promise<Locator> {
  await openSignedIn(page, ACCOUNTS.admin, path);
  const screen = page.getByTestId(testId);
  await expect(screen.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 90_000 });
  return screen;
}

/** The row of `scope` holding a button named `action` (a status the action applies to), by its key. */
async function rowOffering(scope: Locator, action: string): Promise<Locator> {
  const button = scope.page().getByRole('button', { name: action, exact: true });
  const first = scope.locator('tr.ant-table-row').filter({ has: button }).first();
  const key = await first.getAttribute('data-row-key');
  expect(key).toBeTruthy();
  return scope.locator(`tr.ant-table-row[data-row-key="${key}"]`);
}

test('a comment is passed and a reply is hidden', async ({ page }) => {
  test.setTimeout(120_000);
  const screen = await openScreen(page, '/operations/comment', 'comment-page');

  const pending = await rowOffering(screen, '审核通过');
  await pending.getByRole('button', { name: '审核通过', exact: true }).click();
  await expect(pending.getByRole('button', { name: '审核通过', exact: true })).toHaveCount(0);
  await expect(pending.getByText('通过', { exact: true })).toBeVisible();

  // The newest "支持！…" comment has two replies (its likes count is 3).
  const withReplies = screen.locator('tr.ant-table-row', { hasText: '支持！希望多举办这样的活动。' }).first();
  await withReplies.getByRole('button', { name: '2', exact: true }).click();
  const replies = page.getByTestId('comment-replies');
  await expect(replies.locator('tr.ant-table-row').first()).toBeVisible();
  const reply = await rowOffering(replies, '审核不通过');
  await reply.getByRole('button', { name: '审核不通过', exact: true }).click();
  await expect(reply.getByRole('button', { name: '审核不通过', exact: true })).toHaveCount(0);
  await expect(reply.getByText('未通过', { exact: true })).toBeVisible();
});

test('a vote is created with two subjects, and one subject gets two items that are reordered', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `端到端投票${RUN}`;
  const screen = await openScreen(page, '/operations/vote', 'vote-page');

  await screen.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '添加问卷调查' });
  await add.getByLabel('标题', { exact: true }).fill(title);
  await add.getByLabel('编码', { exact: true }).fill(`e2e_${RUN}`);
  // Enter takes each typed date and does not submit the dialog: it stays open until OK.
  await add.getByPlaceholder('开始日期').click();
  await add.getByPlaceholder('开始日期').fill('2026-01-01 08:00:00');
  await add.getByPlaceholder('开始日期').press('Enter');
  await add.getByPlaceholder('结束日期').click();
  await add.getByPlaceholder('结束日期').fill('2026-12-31 18:00:00');
  await add.getByPlaceholder('结束日期').press('Enter');
  await expect(add.getByPlaceholder('结束日期')).toHaveValue('2026-12-31 18:00:00');
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: ok }).click();
  await expect(add).toBeHidden();

  await screen.getByRole('button', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/operations\/vote\/subjects\?voteId=\d+/);
  const subjects = page.getByTestId('vote-subject-page');
  for (const subject of ['第一题', '第二题']) {
    await subjects.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '添加主题' });
    await dialog.getByLabel('主题', { exact: true }).fill(subject);
    await dialog.getByRole('button', { name: ok }).click();
    await expect(dialog).toBeHidden();
    await expect(subjects.getByRole('button', { name: subject, exact: true })).toBeVisible();
  }

  await subjects.getByRole('button', { name: '第一题', exact: true }).click();
  const editor = page.getByTestId('vote-items-editor');
  await editor.getByRole('button', { name: /添加选项/ }).click();
  await editor.getByRole('button', { name: /添加选项/ }).click();
  await editor.getByLabel('选项内容 A').fill('Alpha');
  await editor.getByLabel('选项内容 B').fill('Beta');
  await editor.getByRole('button', { name: '上移 B' }).click();
  await expect(editor.getByLabel('选项内容 A')).toHaveValue('Beta');
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');
  await editor.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(editor).toBeHidden();

  // The saved order shows in the subject's expanded row.
  const items = subjects.getByTestId('vote-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Beta');
  await expect(items.nth(1)).toContainText('Alpha');
});
