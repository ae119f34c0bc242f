import { expect, type Locator, type Page, test } from '@playwright/test';

import { ACCOUNTS, clientNavigate, pickFromPopup, signIn } from './helpers';

/**
 * Models and forms in a real browser: an extension model defined with three fields of different
 * control types, attached to a catalog as its content model and filled in that catalog's content
 * editor; a custom form with two fields, published, given a submission in its data screen and exported.
 */

// Unique per run: a retry finds the first attempt's model and form in the same mock.
const RUN = String(Date.now()).slice(-5);
const MODEL = `端到端模型${RUN}`;
const FORM = `端到端表单${RUN}`;
const CATALOG = '图片新闻';
const ok = /确\s*定/;

/** A row of the screen on show (visited screens stay mounted, hidden, behind it). */
function row(page: Page, text: string): Locator {
  return page.locator('tr.ant-table-row:visible', { hasText: text });
}

/** The Add button of the screen on show. */
function addButton(page: Page): Locator {
  return page.locator('.kit-list-page button:visible', { hasText: /新\s*增/ }).first();
}

/** Chooses the option titled `title` of the antd Select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, title: string) {
  const select = scope.getByLabel(label, { exact: true });
  await pickFromPopup(
    () => select.click(),
    page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`),
    () =>
      expect(
        scope
          .locator('.ant-form-item')
          .filter({ has: page.getByLabel(label, { exact: true }) })
          .first(),
      ).toContainText(title),
  );
}

/** Adds a field in the model fields screen's dialog. */
async function addField(
  page: Page,
  field: { name: string; code: string; control: string; type?: string; notEmpty?: boolean; options?: string },
) {
  await addButton(page).click();
  const dialog = page.getByRole('dialog', { name: '添加模型字段' });
  await dialog.getByLabel('名称', { exact: true }).fill(field.name);
  await dialog.getByLabel('编码', { exact: true }).fill(field.code);
  if (field.type) await choose(page, dialog, '字段类型', field.type);
  await choose(page, dialog, '控件类型', field.control);
  if (field.notEmpty) await dialog.getByText('不能为空', { exact: true }).click();
  if (field.options) await dialog.getByLabel('选项', { exact: true }).fill(field.options);
  await dialog.getByRole('button', { name: ok }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(row(page, field.code)).toBeVisible();
}

test('an ex-model with three fields, attached to a catalog and filled in its content editor', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, ACCOUNTS.admin, `/admin/login?redirect=${encodeURIComponent('/configs/exmodel')}`);
  await addButton(page).click();
  const add = page.getByRole('dialog', { name: '新建模型' });
  await add.getByLabel('名称', { exact: true }).fill(MODEL);
  await add.getByLabel('编码', { exact: true }).fill(`e2e_${RUN}`);
  await choose(page, add, '数据表', 'cms_exd_default');
  await add.getByRole('button', { name: ok }).click();
  await expect(add).toBeHidden({ timeout: 20_000 });

  await row(page, MODEL)
    .getByRole('button', { name: /编辑字段/ })
    .click();
  await expect(page).toHaveURL(/\/cms\/exmodel\/fields\?modelId=\d+/);
  await addField(page, {
    name: '项目编号',
    code: 'no',
    type: 'VARCHAR(50)',
    control: '单行文本框',
    notEmpty: true,
  });
  await addField(page, {
    name: '项目级别',
    code: 'level',
    type: 'VARCHAR(50)',
    control: '下拉框',
    options: 'a=甲级\nb=乙级',
  });
  await addField(page, { name: '验收日期', code: 'accepted', type: 'VARCHAR(50)', control: '日期选择框' });
  const preview = page.getByTestId('model-preview');
  for (const label of ['项目编号', '项目级别', '验收日期'])
    await expect(preview.getByText(label)).toBeVisible();

  await clientNavigate(page, '/configs/catalog');
  await expect(page.locator('.catalog-tree .ant-spin-spinning')).toHaveCount(0);
  const tree = page.locator('.ant-tree:visible').first();
  await tree.getByText(CATALOG, { exact: true }).click();
  await expect(tree.locator('.ant-tree-node-selected', { hasText: CATALOG })).toBeVisible();
  await page.getByRole('tab', { name: '扩展配置' }).click();
  const extend = page.getByRole('form', { name: '扩展配置' });
  await choose(page, extend, '内容扩展模型', MODEL);
  // The basic tab's bar stays mounted behind the extend tab: its Save is hidden.
  await page
    .locator('button:visible', { hasText: /保\s*存/ })
    .first()
    .click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');

  // The content screen names the picked catalog in its URL: the editor opens for that catalog.
  await clientNavigate(page, '/configs/content');
  await expect(page.locator('.catalog-tree:visible .ant-spin-spinning')).toHaveCount(0);
  await page.locator('.ant-tree:visible').first().getByText(CATALOG, { exact: true }).click();
  await expect(page).toHaveURL(/catalogId=\d+/);
  const catalogId = /catalogId=(\d+)/.exec(page.url())?.[1] ?? '';
  await clientNavigate(page, `/cms/content/editor?type=image&catalogId=${catalogId}&id=0`);
  const card = page.getByTestId('exmodel-card');
  await expect(card.getByLabel('项目编号')).toBeVisible({ timeout: 30_000 });
  await card.getByLabel('项目编号').fill('XM-2026-01');
  await choose(page, card, '项目级别', '甲级');
  await card.getByLabel('验收日期').fill('2026-06-30');
  await card.getByLabel('验收日期').press('Enter');
  await expect(card.getByLabel('项目编号')).toHaveValue('XM-2026-01');
  await expect(card.getByLabel('验收日期')).toHaveValue('2026-06-30');
});

test('a custom form with two fields, published, given a submission and exported', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, ACCOUNTS.admin, `/admin/login?redirect=${encodeURIComponent('/operations/customform')}`);
  await addButton(page).click();
  const add = page.getByRole('dialog', { name: '添加自定义表单' });
  await add.getByLabel('名称', { exact: true }).fill(FORM);
  await add.getByLabel('编码', { exact: true }).fill(`e2e_form_${RUN}`);
  await choose(page, add, '数据表', 'cms_cfd_default');
  await choose(page, add, '提交唯一性规则', '无限制');
  await add.getByRole('button', { name: ok }).click();
  await expect(add).toBeHidden({ timeout: 20_000 });

  await row(page, FORM)
    .getByRole('button', { name: /表单字段/ })
    .click();
  await expect(page).toHaveURL(/\/operations\/customform\/fields\?modelId=\d+/);
  await addField(page, {
    name: '姓名',
    code: 'name',
    type: 'VARCHAR(50)',
    control: '单行文本框',
    notEmpty: true,
  });
  await addField(page, { name: '留言', code: 'message', type: 'VARCHAR(2000)', control: '多行文本框' });
  await page.locator('.kit-list-page button:visible', { hasText: /关\s*闭/ }).click();
  await expect(page).toHaveURL(/\/operations\/customform(\?|$)/);

  await row(page, FORM)
    .getByRole('button', { name: /发\s*布/ })
    .click();
  await expect(row(page, FORM).getByText('已发布')).toBeVisible();
  await row(page, FORM)
    .getByRole('button', { name: /表单数据/ })
    .click();
  await expect(page).toHaveURL(/\/operations\/customform\/data\?formId=\d+/);

  await addButton(page).click();
  const data = page.getByRole('dialog', { name: '添加表单数据' });
  await data.getByRole('button', { name: ok }).click();
  await expect(data.getByText('姓名不能为空')).toBeVisible();
  await data.getByLabel('姓名', { exact: true }).fill('端到端用户');
  await data.getByLabel('留言', { exact: true }).fill('你好');
  await data.getByRole('button', { name: ok }).click();
  await expect(data).toBeHidden({ timeout: 20_000 });
  await expect(row(page, '端到端用户')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^customform_\d+_\d{14}\.xlsx$/);
});
