import { expect, type Page, test } from '@playwright/test';

import { ACCOUNTS, clickRowAction, clientNavigate, openSignedIn } from './helpers';

/**
 * Monitoring in a real browser: a scheduled task run once shows up in its log, a long async task is
 * followed and stopped from its progress dialog, and a forced logout reaches the other session.
 */

async function confirmPopover(page: Page) {
  await page
    .locator('.ant-popover:visible, .ant-modal-confirm:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('a scheduled task run once appears in its execution log', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, ACCOUNTS.admin, '/monitor/task');
  const row = page.getByRole('row', { name: /回收站过期内容删除任务/ });
  await expect(row).toBeVisible({ timeout: 40_000 });

  await clickRowAction(page, row, /执行一次/);
  await confirmPopover(page);
  await expect(page.getByText('操作成功').first()).toBeVisible();

  await clickRowAction(page, row, /日\s*志/);
  const logs = page.getByRole('dialog', { name: '任务执行记录' });
  await expect(logs.getByRole('row')).not.toHaveCount(0);
  // The seed has one success and one failure for this task; the run adds a second success.
  await expect(logs.getByText('成功')).toHaveCount(2, { timeout: 15_000 });
});

test('a long async task is followed in its progress dialog and stopped', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await openSignedIn(page, ACCOUNTS.admin, '/monitor/async');
  const started = await page.request.post('/prod-api/__mock/async/start?type=E2ELongTask&durationMs=120000', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(started.ok()).toBeTruthy();
  const taskId = ((await started.json()) as { data: string }).data;

  await page
    .getByRole('button', { name: /刷新|Refresh/ })
    .first()
    .click();
  const row = page.getByRole('row', { name: new RegExp(taskId) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await clickRowAction(page, row, /进\s*度/);

  const dialog = page.getByRole('dialog', { name: '任务进度' });
  const percent = dialog.getByRole('progressbar');
  await expect(percent).toBeVisible();
  // The percent moves while the dialog polls.
  const first = Number(await percent.getAttribute('aria-valuenow'));
  await expect
    .poll(async () => Number(await percent.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(first);

  await dialog.getByRole('button', { name: /中\s*止/ }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(row.getByText('已中止')).toBeVisible({ timeout: 15_000 });
});

test('a forced logout sends the other session to the re-login prompt', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const other = await browser.newContext();
  const editorPage = await other.newPage();
  try {
    await openSignedIn(editorPage, ACCOUNTS.editor, '/index');

    await openSignedIn(page, ACCOUNTS.admin, '/monitor/online');
    const row = page.getByRole('row', { name: /editor/ }).first();
    await expect(row).toBeVisible({ timeout: 40_000 });
    await clickRowAction(page, row, /强退/);
    await confirmPopover(page);
    await expect(page.getByText('操作成功').first()).toBeVisible();

    // The editor's next call is refused and the console offers to sign in again.
    await clientNavigate(editorPage, '/system/user');
    const prompt = editorPage.getByRole('dialog').filter({ hasText: '登录状态已过期' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await prompt.getByRole('button', { name: '重新登录' }).click();
    await expect(editorPage).toHaveURL(/\/admin\/login/);
  } finally {
    await other.close();
  }
});
