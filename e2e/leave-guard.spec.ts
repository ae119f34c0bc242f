import { expect, type Locator, type Page, test } from '@playwright/test';

import { ACCOUNTS, openSignedIn } from './helpers';

/**
 * The browser's own Back button from an editor with unsaved input: the console asks first (the data
 * router's blocker holds the history move and puts the URL back), staying keeps the input, leaving
 * goes back. Content editor, site editor and book chapter editor, each entered by an in-app
 * navigation so that Back is a move inside the console, not a page unload.
 */

/**
 * An in-app move to `path` as the router's own history entries look (index, key), for a screen with
 * no link to it from the page at hand (the chapter editor needs a book saved first).
 */
async function routerPush(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, `/admin${path}`);
}

// Editors compile and load many chunks: on a loaded machine one flow takes over a minute.
test.describe.configure({ timeout: 240_000 });
const SLOW = { timeout: 60_000 };

const leaveConfirm = (page: Page) => page.locator('.ant-modal-confirm:visible');

/**
 * Back asks; `stayButton` keeps the page and its input (the URL is put back); Back again and
 * `leaveButton` lands on `before`.
 */
async function backAsksFirst(
  page: Page,
  opts: { field: Locator; typed: string | RegExp; here: RegExp; before: RegExp; stay: RegExp; leave: RegExp },
) {
  await page.goBack();
  const popup = leaveConfirm(page);
  await expect(popup).toBeVisible(SLOW);
  await expect(popup).toHaveCount(1);
  await popup.getByRole('button', { name: opts.stay }).click();
  await expect(popup).toBeHidden(SLOW);
  await expect(page).toHaveURL(opts.here);
  await expect(opts.field).toHaveValue(opts.typed);

  await page.goBack();
  await expect(popup).toBeVisible(SLOW);
  await popup.getByRole('button', { name: opts.leave }).click();
  await expect(page).toHaveURL(opts.before, SLOW);
}

test('Back from a dirty content editor asks first', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.admin, '/configs/content');
  await page.locator('.ant-tree').first().getByText('图片新闻', { exact: true }).click();
  await expect(page).toHaveURL(/catalogId=\d+/);
  // A double click on a row opens its editor.
  const firstRow = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: '选择第 1 行' }) });
  await firstRow.getByRole('cell').nth(2).dblclick({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/cms\/content\/editor\?/);

  const title = page.locator('#contentEditor_title');
  await title.fill('', { timeout: 30_000 });
  await title.fill('返回前未保存的标题');
  await backAsksFirst(page, {
    field: title,
    typed: '返回前未保存的标题',
    here: /\/cms\/content\/editor\?/,
    before: /\/configs\/content/,
    stay: /取\s*消/,
    leave: /确\s*定/,
  });
});

test('Back from a dirty site editor tab asks first', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.admin, '/configs/site');
  await page.getByRole('row').getByText('栗子演示站', { exact: true }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/cms\/site\/tabs\?siteId=1/);

  const name = page.getByRole('textbox', { name: /站点名称/ }).filter({ visible: true });
  await expect(name).toHaveValue('栗子演示站', { timeout: 30_000 });
  await name.fill('栗子演示站（未保存）');
  await backAsksFirst(page, {
    field: name,
    typed: '栗子演示站（未保存）',
    here: /\/cms\/site\/tabs\?siteId=1/,
    before: /\/configs\/site/,
    stay: /继续编辑/,
    leave: /放弃修改/,
  });
});

test('Back from a dirty book chapter editor asks first', async ({ page }) => {
  // (openSignedIn waits for the console's frame: its router, which numbers the history entries, is up.)
  await openSignedIn(page, ACCOUNTS.admin, '/index');
  await routerPush(page, '/cms/book/chapter/editor?contentId=1');
  const title = page.locator('#bookChapter_title');
  await title.fill('未保存的章节', { timeout: 30_000 });
  await backAsksFirst(page, {
    field: title,
    typed: '未保存的章节',
    here: /\/cms\/book\/chapter\/editor\?contentId=1$/,
    before: /\/index$/,
    stay: /取\s*消/,
    leave: /确\s*定/,
  });
});
