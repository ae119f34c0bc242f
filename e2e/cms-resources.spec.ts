import { expect, type Locator, type Page, test } from '@playwright/test';

import { ACCOUNTS, openSignedIn, pickFromPopup } from './helpers';

/**
 * Resources in a real browser: a template written with the editor's tag completion, saved with
 * Ctrl+S and guarded against leaving with unsaved text; a directory and a css file created in the
 * file manager and edited in the file editor, the saved text there when the file is opened again.
 */

// Unique per run: a retry finds the first attempt's template and directory in the same mock.
const RUN = String(Date.now()).slice(-6);
const ok = /确\s*定/;

/** A row of the screen on show (visited screens stay mounted, hidden, behind it). */
function row(page: Page, text: string): Locator {
  return page.locator('tr.ant-table-row:visible', { hasText: text });
}

function toolbarButton(page: Page, name: RegExp): Locator {
  return page.locator('.kit-list-page button:visible', { hasText: name }).first();
}

/** The code editor's text area, once its lazy chunk has mounted it. */
async function editor(page: Page): Promise<Locator> {
  const content = page.locator('.cm-content:visible');
  await expect(content).toBeVisible({ timeout: 30_000 });
  return content;
}

/** Ctrl+S and the save request it sends. */
async function saveWithCtrlS(page: Page, path: string): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().includes(`/prod-api${path}`) && r.ok());
  await page.keyboard.press('Control+s');
  await saved;
  await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();
}

test('a template written with tag completion, saved with Ctrl+S, asks before leaving unsaved text', async ({
  page,
}) => {
  const name = `e2e_${RUN}.template.html`;
  await openSignedIn(page, ACCOUNTS.admin, '/configs/template');
  await toolbarButton(page, /新\s*增/).click();
  const add = page.getByRole('dialog', { name: '添加模板文件' });
  const pipe = add.getByLabel('发布通道', { exact: true });
  await pickFromPopup(
    () => pipe.click(),
    page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="PC"]'),
    () =>
      expect(
        add.locator('.ant-form-item').filter({ has: page.getByLabel('发布通道', { exact: true }) }),
      ).toContainText('PC'),
  );
  await add.getByLabel('模板名称', { exact: true }).fill(name);
  await add.getByRole('button', { name: ok }).click();
  await expect(add).toBeHidden({ timeout: 20_000 });

  await page.locator('.kit-list-page form').getByLabel('模板名称').fill(`e2e_${RUN}`);
  await page
    .locator('.kit-list-page form')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  await row(page, name).dblclick();
  await expect(page).toHaveURL(/\/cms\/template\/editor\?id=\d+/);

  const text = await editor(page);
  await text.click();
  await page.keyboard.type('<@cms_con');
  const option = page.locator('.cm-tooltip-autocomplete li', {
    has: page.locator('.cm-completionLabel', { hasText: /^cms_content$/ }),
  });
  await option.click();
  await expect(text).toContainText('<@cms_content');
  await page.keyboard.type(' ');
  await page.keyboard.type('lev');
  await page.locator('.cm-tooltip-autocomplete li', { hasText: 'level' }).first().click();
  await expect(text).toContainText('<@cms_content level=""');
  await saveWithCtrlS(page, '/cms/template');

  await page.keyboard.type('Root');
  await expect(text).toContainText('level="Root"');
  await page.getByRole('button', { name: /返\s*回/ }).click();
  const confirm = page.locator('.ant-modal-confirm:visible');
  await expect(confirm).toContainText('离开模板编辑？');
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/cms\/template\/editor\?id=\d+/);
  await expect(text).toContainText('level="Root"');
});

test('a directory and a css file created in the file manager and edited', async ({ page }) => {
  const dir = `e2e${RUN}`;
  await openSignedIn(page, ACCOUNTS.admin, '/configs/file?filePath=demo_pc%2F');
  await expect(row(page, 'index.shtml')).toBeVisible({ timeout: 30_000 });

  await toolbarButton(page, /新\s*增/).click();
  const add = page.getByRole('dialog', { name: '新建文件/目录' });
  await add.getByLabel('目录', { exact: true }).check();
  await add.getByLabel('名称', { exact: true }).fill(dir);
  await add.getByRole('button', { name: ok }).click();
  await expect(add).toBeHidden({ timeout: 20_000 });
  await page.getByRole('button', { name: `打开目录 ${dir}` }).click();
  await expect(page).toHaveURL(new RegExp(`filePath=demo_pc%2F${dir}%2F`));

  await toolbarButton(page, /新\s*增/).click();
  const addFile = page.getByRole('dialog', { name: '新建文件/目录' });
  await addFile.getByLabel('名称', { exact: true }).fill('site.css');
  await addFile.getByRole('button', { name: ok }).click();
  await expect(addFile).toBeHidden({ timeout: 20_000 });

  await row(page, 'site.css')
    .getByRole('button', { name: /修\s*改/ })
    .click();
  await expect(page).toHaveURL(/\/cms\/file\/editor\?filePath=/);
  await expect(page.locator('.code-editor:visible')).toHaveAttribute('data-language', 'css');
  const text = await editor(page);
  await text.click();
  await page.keyboard.type(`.e2e-${RUN} { color: #c0392b; }`);
  await saveWithCtrlS(page, '/cms/file/edit');

  // Back goes to the file's directory; opened again, the file holds the saved text.
  await page.getByRole('button', { name: /返\s*回/ }).click();
  await expect(page).toHaveURL(new RegExp(`/configs/file\\?filePath=demo_pc%2F${dir}%2F`));
  await row(page, 'site.css')
    .getByRole('button', { name: /修\s*改/ })
    .click();
  await expect(await editor(page)).toContainText(`.e2e-${RUN} { color: #c0392b; }`);
});
