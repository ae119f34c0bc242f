import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';

import { ACCOUNTS, clientNavigate, openSignedIn, pickFromPopup } from './helpers';

// Saves and lazy chunks take a while on a loaded CI machine: every step waits up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Advertising and manual blocks in a real browser: an ad space created with two ads whose images come
 * from the material library, one disabled, the space published and the ad statistics' trend opened;
 * a manual block built with a row filled from a picked content, its items reordered by drag, published.
 */

// Unique per run: a retry finds the first attempt's rows in the same mock.
const RUN = String(Date.now()).slice(-5);
const ok = /确\s*定/;

/** Chooses the option titled `title` of the select labelled `label` in a dialog. */
async function choose(page: Page, dialog: Locator, label: string, title: string): Promise<void> {
  const item = dialog.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
  await pickFromPopup(
    () => dialog.getByLabel(label, { exact: true }).click(),
    page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`),
    () => expect(item.first()).toContainText(title),
  );
}

/** Adds an ad to the open ad-space editor, its image picked from the material library. */
async function addAd(page: Page, name: string): Promise<void> {
  await page
    .getByTestId('ad-list')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const editor = page.getByTestId('ad-editor');
  await expect(editor.getByLabel('权重')).toHaveValue('100');
  await editor.getByLabel('广告名称').fill(name);
  await editor.getByRole('button', { name: '选择', exact: true }).click();
  const library = page.getByRole('dialog', { name: '素材库' });
  await library.getByRole('tab', { name: '素材库' }).click();
  const image = library
    .getByRole('option')
    .filter({ hasText: /\.(png|jpg)/ })
    .first();
  await image.click();
  await expect(image).toHaveAttribute('aria-selected', 'true');
  await library.getByRole('button', { name: ok }).click();
  await expect(library).toBeHidden();
  await expect(editor.locator('img[alt^="iurl://resource?id="]')).toBeVisible();
  await page.getByRole('button', { name: /(^|\s)保\s*存$/ }).click();
  // A new ad returns to its space, which lists it.
  await expect(page).toHaveURL(/\/cms\/adspace\/editor\?id=\d+&from=adspace/);
  await expect(page.getByTestId('ad-list').locator('tr.ant-table-row', { hasText: name })).toBeVisible();
}

test('an ad space gets two ads with images, one disabled, is published, and the ad trend opens', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const space = `端到端广告位${RUN}`;
  await openSignedIn(page, ACCOUNTS.admin, '/operations/advertisement');
  const list = page.getByTestId('ad-space-page');
  await expect(list.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 90_000 });

  await list.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '添加广告位' });
  await add.getByLabel('名称', { exact: true }).fill(space);
  await add.getByLabel('编码', { exact: true }).fill(`e2e_ad_${RUN}`);
  await choose(page, add, '发布通道', 'PC');
  await add.getByRole('button', { name: ok }).click();
  await expect(add).toBeHidden();
  await list.getByRole('button', { name: space, exact: true }).click();
  await expect(page.getByTestId('ad-space-editor')).toBeVisible();

  await addAd(page, `端到端广告甲${RUN}`);
  await addAd(page, `端到端广告乙${RUN}`);
  const second = page.getByTestId('ad-list').locator('tr.ant-table-row', { hasText: `端到端广告乙${RUN}` });
  await second.getByRole('button', { name: /禁\s*用/ }).click();
  await expect(second.getByRole('button', { name: /启\s*用/ })).toBeVisible();

  await page.getByRole('button', { name: /(^|\s)发\s*布$/ }).click();
  await expect(page.getByText('发布成功').first()).toBeVisible();

  // The statistics screen's ad overview: a new ad has no events yet, the seeded ones do.
  await clientNavigate(page, '/statistics?menu=CmsAdStat');
  const overview = page.getByTestId('ad-stat-overview');
  const row = overview.locator('tr.ant-table-row').first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.getByRole('button', { name: '趋势' }).click();
  const trend = page.getByRole('dialog', { name: '趋势图' });
  await expect(trend.getByRole('img', { name: /点击与展现趋势/ })).toBeVisible();
  await expect(trend.locator('canvas')).toBeVisible();
});

test('a manual block gets a row from a picked content and a typed item, reordered by drag, and is published', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const name = `端到端区块${RUN}`;
  await openSignedIn(page, ACCOUNTS.admin, '/configs/content?tab=pageWidget');
  const widgets = page.getByTestId('content-pagewidget');
  await expect(widgets.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 90_000 });

  await widgets.getByRole('button', { name: /新\s*增/ }).click();
  const add = page.getByRole('dialog', { name: '添加页面部件' });
  await choose(page, add, '类型', '自定义区块');
  await add.getByLabel('名称', { exact: true }).fill(name);
  await add.getByLabel('编码', { exact: true }).fill(`e2e_block_${RUN}`);
  await choose(page, add, '发布通道', 'PC');
  await add.getByRole('button', { name: ok }).click();
  await expect(add).toBeHidden();
  const row = widgets.locator('tr.ant-table-row', { hasText: name });
  // A double click opens the widget's editor (the row's Edit sits past the table's right edge).
  await row.locator('td').first().dblclick();
  const editor = page.getByTestId('manual-block-editor');
  await expect(editor).toBeVisible();

  // A row whose first item comes from a picked content.
  await editor.getByRole('button', { name: /添加行/ }).click();
  const blockRow = editor.getByTestId('block-row-1');
  await blockRow.getByRole('button', { name: '在行首添加列表项' }).click();
  const item = page.getByRole('dialog', { name: '添加列表项' });
  const picker = page.getByRole('dialog', { name: '选择内容' });
  await pickFromPopup(
    () => item.locator('.ant-space-compact').getByRole('button', { name: /选择/ }).click(),
    page.getByRole('menuitem', { name: '选择内容' }),
    () => expect(picker).toBeVisible(),
  );
  await picker.locator('.ant-tree').getByText('图片新闻', { exact: true }).click();
  const content = picker.locator('tr.ant-table-row').first();
  await expect(content).toBeVisible();
  await content.locator('.ant-radio-input').check();
  await picker.getByRole('button', { name: ok }).click();
  await expect(picker).toBeHidden();
  // The picked content fills the title and the link (its internal URL).
  await expect(item.getByLabel('标题', { exact: true })).not.toHaveValue('');
  await expect(item.getByLabel('链接', { exact: true })).toHaveValue(/^iurl:\/\/content\?id=\d+$/);
  const title = await item.getByLabel('标题', { exact: true }).inputValue();
  await item.getByRole('button', { name: ok }).click();
  await expect(item).toBeHidden();

  // A second item typed by hand, then dragged before the first.
  await blockRow.getByRole('button', { name: `在“${title}”后添加列表项` }).click();
  await item.getByLabel('标题', { exact: true }).fill('ChestnutCMS 官网');
  await item.getByLabel('链接', { exact: true }).fill('https://www.1000mz.com');
  await item.getByRole('button', { name: ok }).click();
  await expect(item).toBeHidden();
  const items = blockRow.getByTestId('block-item');
  await expect(items).toHaveText([title, 'ChestnutCMS 官网']);
  await items.nth(1).dragTo(items.nth(0));
  await expect(items).toHaveText(['ChestnutCMS 官网', title]);

  // Publish saves the changed block first.
  await page.getByRole('button', { name: /(^|\s)发\s*布$/ }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(page.getByText('发布成功').first()).toBeVisible();
  // The reloaded editor (a first load, like the screens above) shows the saved order.
  await page.reload();
  await expect(page.getByTestId('block-row-1').getByTestId('block-item')).toHaveText(
    ['ChestnutCMS 官网', title],
    { timeout: 90_000 },
  );
});
