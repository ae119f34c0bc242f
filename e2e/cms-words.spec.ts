import { expect as baseExpect, type Page, test } from '@playwright/test';

import { ACCOUNTS, clientNavigate, openSignedIn, pickFromPopup } from './helpers';

// Lazy chunks and saves take a while on a loaded CI machine: every step waits up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const ok = /确\s*定/;

/**
 * The words, search and statistics screens in a real browser: a sensitive word added on the words
 * screen is what the content editor's word check then finds; the search index rebuilt as an async task
 * with its progress; the statistics screen's views, a date preset and a chart read as its table.
 */

async function openScreen(page: Page, path: string, testId: string) {
  await openSignedIn(page, ACCOUNTS.admin, path);
  const screen = page.getByTestId(testId);
  await expect(screen).toBeVisible({ timeout: 90_000 });
  return screen;
}

// Every seeded article of the demo site says it in its body (the first one: id 1115 in catalog 1091).
const WORD = '咨询成果质量';

test('a sensitive word added on the words screen is flagged by the content editor check', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, ACCOUNTS.admin, '/configs/word?tab=sensitiveWord');
  const words = page.locator('.cms-word-page');
  await expect(words.getByRole('row', { name: /毒品/ })).toBeVisible({ timeout: 90_000 });
  await words
    .locator('button:visible', { hasText: /新\s*增/ })
    .first()
    .click();
  const add = page.getByRole('dialog', { name: '新增敏感词' });
  await add.getByPlaceholder('输入多个词，每行一个').fill(WORD);
  await add.getByRole('button', { name: ok }).click();
  await expect(add).toBeHidden();
  await expect(words.getByRole('row', { name: new RegExp(WORD) })).toBeVisible();

  await clientNavigate(page, '/cms/content/editor?type=article&catalogId=1091&id=1115');
  // The body is TinyMCE, loaded on demand into its own frame: the check reads what it holds.
  const body = page.frameLocator('iframe.tox-edit-area__iframe').locator('body');
  await expect(body).toContainText(WORD, { timeout: 60_000 });
  await pickFromPopup(
    () => page.getByRole('button', { name: '词语校验' }).click(),
    page.getByRole('menuitem', { name: '敏感词校验' }),
    () => expect(page.getByRole('dialog', { name: '敏感词校验' })).toBeVisible(),
  );

  await expect(page.getByRole('dialog', { name: '敏感词校验' })).toContainText(`发现敏感词：${WORD}`);
});

test('rebuilding the content index shows the task progress until it completes', async ({ page }) => {
  test.setTimeout(120_000);
  const screen = await openScreen(page, '/configs/search/index', 'content-index-page');
  await expect(screen.locator('tr.ant-table-row').first()).toBeVisible();
  await screen.getByRole('button', { name: '重建全站索引' }).click();
  await page.locator('.ant-modal-confirm:visible').getByRole('button', { name: ok }).click();
  const progress = page.getByRole('dialog', { name: '创建索引任务' });
  await expect(progress).toBeVisible();
  // The task's percentage as it is polled (how many steps a loaded machine sees varies: none is assumed).
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  // On success the dialog closes by itself and the list reloads.
  await expect(progress).toBeHidden();
  await expect(screen.locator('tr.ant-table-row').first()).toBeVisible();
});

test('statistics: three views, a date preset, and a chart read as its table', async ({ page }) => {
  test.setTimeout(120_000);
  const screen = await openScreen(page, '/statistics', 'stat-page');
  const trend = screen.getByTestId('stat-visit-trend');
  await expect(trend.getByRole('img', { name: /^31 天的浏览量/ })).toBeVisible();

  // A preset: the last week, applied by Search.
  await pickFromPopup(
    () => screen.locator('.ant-picker-range').first().click(),
    page.locator('.ant-picker-presets li', { hasText: '最近一周' }),
    () => expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0),
  );
  await screen.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(trend.getByRole('img', { name: /^8 天的浏览量/ })).toBeVisible();

  await trend.getByText('表格', { exact: true }).click();
  await expect(trend.locator('tbody tr.ant-table-row')).toHaveCount(8);

  const menu = screen.getByRole('navigation', { name: '统计菜单' });
  await menu.getByText('趋势分析', { exact: true }).click();
  await expect(page).toHaveURL(/menu=BdSiteTimeTrend/);
  await expect(screen.getByTestId('stat-time-trend').getByRole('img', { name: /个时间点的/ })).toBeVisible();

  await menu.getByText('搜索引擎来源', { exact: true }).click();
  const engines = screen.getByTestId('stat-source-report');
  await engines.getByText('表格', { exact: true }).click();
  await expect(engines.getByRole('cell', { name: '百度', exact: true })).toBeVisible();

  await menu.getByText('栏目发布统计', { exact: true }).click();
  await expect(
    screen.getByTestId('stat-content-by-catalog').getByRole('img', { name: '各顶级栏目各状态的内容数' }),
  ).toBeVisible();
});
