import { expect, test } from '@playwright/test';

import { ACCOUNTS, expectNoSeriousA11yViolations, openSignedIn } from './helpers';

/**
 * The list-page kit in a real browser, on the post screen: URL-kept search, the add dialog with its
 * validation, a created row, delete with confirm, and the paginator on the dictionary types.
 */
test.describe('list page kit', () => {
  test('searches, adds and deletes a post; the URL keeps the search', async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.admin, '/system/post');
    const list = page.getByTestId('post-page');
    // The first page load of the test: the whole console, then the screen.
    await expect(list.getByRole('cell', { name: '董事长' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, { label: 'post list' });

    const search = list.getByRole('search');
    await search.getByLabel('岗位名称').fill('经理');
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(list.getByRole('cell', { name: '董事长' })).toHaveCount(0);
    await expect(page).toHaveURL(/postName=%E7%BB%8F%E7%90%86/);
    await page.reload();
    await expect(search.getByLabel('岗位名称')).toHaveValue('经理');
    await expect(list.getByRole('cell', { name: '项目经理' })).toBeVisible({ timeout: 20_000 });
    await search.getByRole('button', { name: /重\s*置/ }).click();
    await expect(list.getByRole('cell', { name: '董事长' })).toBeVisible();

    await list.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '添加岗位' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    // The message names the field.
    await expect(dialog.getByText('岗位名称不能为空')).toBeVisible();
    // (The pointer leaves OK: antd's lighter hover shade is not what a reader sees at rest.)
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page, { label: 'post dialog' });
    await dialog.getByLabel('岗位名称').fill('端到端岗位');
    await dialog.getByLabel('岗位编码').fill('e2e_post');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    const row = list.getByRole('row', { name: /端到端岗位/ });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('pages the dictionary types and resets the page on a larger size', async ({ page }) => {
    await openSignedIn(page, ACCOUNTS.admin, '/system/dict');
    const list = page.getByTestId('dict-type-page');
    await expect(list.getByText(/共 \d+ 条/)).toBeVisible({ timeout: 20_000 });
    await list.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/pageNum=2/);
    await list.locator('.ant-pagination-options .ant-select').click();
    // The option itself, once the list has opened (not the text while the dropdown still animates in).
    const option = page.locator('.ant-select-item-option').filter({ hasText: '50 条/页' });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/pageSize=50/);
    await expect(page).toHaveURL(/pageNum=1/);
    // axe runs on the page at rest: the size picker's list has closed.
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { label: 'dict type list' });
  });

  test('closes an untouched notice dialog without asking, though its rich-text editor rewrote the HTML', async ({
    page,
  }) => {
    await openSignedIn(page, ACCOUNTS.admin, '/system/notice');
    const row = page.getByTestId('notice-page').getByRole('row').nth(1);
    await expect(row).toBeVisible({ timeout: 20_000 });
    await row.getByRole('button', { name: /修\s*改/ }).click();
    const dialog = page.getByRole('dialog', { name: '修改公告' });
    // TinyMCE (its own chunk, fetched on first use) has loaded the notice and normalised its HTML.
    await expect(dialog.frameLocator('iframe').locator('body')).not.toBeEmpty({ timeout: 20_000 });
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('放弃未保存的修改？')).toHaveCount(0);
  });
});
