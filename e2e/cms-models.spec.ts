import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';

import { ACCOUNTS, clickRowAction, clientNavigate, openSignedIn, pickFromPopup } from './helpers';

/**
 * Models and forms in a real browser: an extension model defined with three fields of different
 * control types; a seeded model attached to a catalog as its content model and filled in that
 * catalog's content editor; a custom form with two fields, published, given a submission in its data
 * screen and exported. Visited screens stay mounted and hidden behind the one on show, so buttons and
 * rows are looked up among the visible ones.
 */

// Unique per run: a retry finds the first attempt's model and form in the same mock.
const RUN = String(Date.now()).slice(-5);
const MODEL = `端到端模型${RUN}`;
const FORM = `端到端表单${RUN}`;
const CATALOG = '图片新闻';
/** A seeded ex-model of site 1 with an input and a select field (the mock's seed). */
const SEEDED_MODEL = '栏目扩展信息';

// Saves and lazy chunks take a while on a loaded CI machine: every step waits up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Opens a list screen signed in and waits for its first row (the first load compiles the most). */
async function openList(page: Page, path: string, testId: string): Promise<void> {
  await openSignedIn(page, ACCOUNTS.admin, path);
  await expect(page.getByTestId(testId).locator('tr.ant-table-row').first()).toBeVisible({ timeout: 90_000 });
}
const ok = /确\s*定/;

/** The screens of the journeys, by their test ids: visited screens stay mounted and hidden behind the one on show. */
const SCREEN = {
  exModels: 'exmodel-page',
  fields: 'model-fields-page',
  forms: 'customform-page',
  formData: 'customform-data-page',
} as const;
type Screen = (typeof SCREEN)[keyof typeof SCREEN];

/** A row of one screen. */
function row(page: Page, screen: Screen, text: string): Locator {
  return page.getByTestId(screen).locator('tr.ant-table-row', { hasText: text });
}

/** The Add button of one screen's toolbar. */
function addButton(page: Page, screen: Screen): Locator {
  return page.getByTestId(screen).getByRole('button', { name: /新\s*增/ });
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
  await addButton(page, SCREEN.fields).click();
  const dialog = page.getByRole('dialog', { name: '添加模型字段' });
  await dialog.getByLabel('名称', { exact: true }).fill(field.name);
  await dialog.getByLabel('编码', { exact: true }).fill(field.code);
  if (field.type) await choose(page, dialog, '字段类型', field.type);
  await choose(page, dialog, '控件类型', field.control);
  if (field.notEmpty) await dialog.getByText('不能为空', { exact: true }).click();
  if (field.options) await dialog.getByLabel('选项', { exact: true }).fill(field.options);
  await dialog.getByRole('button', { name: ok }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, SCREEN.fields, field.code)).toBeVisible();
}

test('an ex-model is defined with three fields of different control types', async ({ page }) => {
  test.setTimeout(180_000);
  await openList(page, '/configs/exmodel', SCREEN.exModels);
  await addButton(page, SCREEN.exModels).click();
  const add = page.getByRole('dialog', { name: '新建模型' });
  await add.getByLabel('名称', { exact: true }).fill(MODEL);
  await add.getByLabel('编码', { exact: true }).fill(`e2e_${RUN}`);
  await choose(page, add, '数据表', 'cms_exd_default');
  await add.getByRole('button', { name: ok }).click();
  await expect(add).toBeHidden();

  await row(page, SCREEN.exModels, MODEL)
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
});

test('a seeded ex-model attached to a catalog as its content model is filled in its content editor', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, ACCOUNTS.admin, '/configs/catalog');
  const tree = page.locator('.ant-tree:visible').first();
  await expect(tree.getByText(CATALOG, { exact: true })).toBeVisible({ timeout: 90_000 });
  // The picked catalog's id, read from the detail call its selection makes.
  const detail = page.waitForResponse((r) =>
    /\/prod-api\/cms\/catalog\/\d+$/.test(new URL(r.url()).pathname),
  );
  await tree.getByText(CATALOG, { exact: true }).click();
  const catalogId = new URL((await detail).url()).pathname.split('/').pop() ?? '';
  await expect(tree.locator('.ant-tree-node-selected', { hasText: CATALOG })).toBeVisible();
  await page.getByRole('tab', { name: '扩展配置' }).click();
  const extend = page.getByRole('form', { name: '扩展配置' });
  // The model select has no accessible name of its own: it is found by its form item's label.
  const item = extend.locator('.ant-form-item', { has: page.locator('label', { hasText: '内容扩展模型' }) });
  await pickFromPopup(
    () => item.getByRole('combobox').click(),
    page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${SEEDED_MODEL}"]`),
    () => expect(item).toContainText(SEEDED_MODEL),
  );
  // The basic tab's bar stays mounted behind the extend tab: its Save is hidden.
  await page
    .locator('button:visible', { hasText: /保\s*存/ })
    .first()
    .click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');

  await clientNavigate(page, `/cms/content/editor?type=image&catalogId=${catalogId}&id=0`);
  const card = page.getByTestId('exmodel-card');
  await card.getByLabel('栏目负责人').fill('张三');
  await choose(page, card, '栏目类别', '服务类');
  await expect(card.getByLabel('栏目负责人')).toHaveValue('张三');
});

test('a custom form with two fields, published, given a submission and exported', async ({ page }) => {
  test.setTimeout(180_000);
  await openList(page, '/operations/customform', SCREEN.forms);
  await addButton(page, SCREEN.forms).click();
  const add = page.getByRole('dialog', { name: '添加自定义表单' });
  await add.getByLabel('名称', { exact: true }).fill(FORM);
  await add.getByLabel('编码', { exact: true }).fill(`e2e_form_${RUN}`);
  await choose(page, add, '数据表', 'cms_cfd_default');
  await choose(page, add, '提交唯一性规则', '无限制');
  await add.getByRole('button', { name: ok }).click();
  await expect(add).toBeHidden();

  await row(page, SCREEN.forms, FORM)
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
  await page
    .getByTestId(SCREEN.fields)
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(page).toHaveURL(/\/operations\/customform(\?|$)/);

  await clickRowAction(page, row(page, SCREEN.forms, FORM), /发\s*布/);
  await expect(row(page, SCREEN.forms, FORM).getByText('已发布')).toBeVisible();
  await clickRowAction(page, row(page, SCREEN.forms, FORM), /表单数据/);
  await expect(page).toHaveURL(/\/operations\/customform\/data\?formId=\d+/);

  await addButton(page, SCREEN.formData).click();
  const data = page.getByRole('dialog', { name: '添加表单数据' });
  await data.getByRole('button', { name: ok }).click();
  await expect(data.getByText('姓名不能为空')).toBeVisible();
  await data.getByLabel('姓名', { exact: true }).fill('端到端用户');
  await data.getByLabel('留言', { exact: true }).fill('你好');
  await data.getByRole('button', { name: ok }).click();
  await expect(data).toBeHidden();
  await expect(row(page, SCREEN.formData, '端到端用户')).toBeVisible();

  const download = page.waitForEvent('download');
  await page
    .getByTestId(SCREEN.formData)
    .getByRole('button', { name: /导\s*出/ })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^customform_\d+_\d{14}\.xlsx$/);
});
