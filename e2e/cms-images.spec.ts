import { expect, type Page, test } from '@playwright/test';

import { ACCOUNTS, clientNavigate, openSignedIn } from './helpers';

/**
 * The image journey: two images dropped together into the resource library, one cropped with the
 * image tool (the server rewrites it in place), then found, cropped, in the content editor's
 * resource picker.
 */

const RUN = String(Date.now()).slice(-6);
const FIRST = `e2e-a-${RUN}.png`;
const SECOND = `e2e-b-${RUN}.png`;
const ok = /确\s*定/;

/** Drops two PNGs drawn in the page (200×120) onto the upload dialog's drop zone. */
async function dropImages(page: Page) {
  const dataTransfer = await page.evaluateHandle(
    async (names) => {
      const transfer = new DataTransfer();
      for (const name of names) {
        const canvas = document.createElement('canvas');
        canvas.width = 200;
        canvas.height = 120;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        ctx.fillStyle = '#3a7';
        ctx.fillRect(0, 0, 200, 120);
        ctx.fillStyle = '#fff';
        ctx.fillRect(20, 20, 60, 60);
        const blob = await new Promise<Blob>((resolve, reject) =>
          canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no blob'))), 'image/png'),
        );
        transfer.items.add(new File([blob], name, { type: 'image/png' }));
      }
      return transfer;
    },
    [FIRST, SECOND],
  );
  // rc-upload listens on the inner button of the drag area.
  await page
    .getByRole('dialog', { name: '上传资源' })
    .locator('.ant-upload-btn')
    .dispatchEvent('drop', { dataTransfer });
}

/** Site 1's "协会动态" catalog, where a new article is written. */
async function articleCatalogId(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value ?? '';
  const reply = await page.request.get('/prod-api/cms/catalog/treeData?disableLink=false', {
    headers: { Authorization: `Bearer ${token}`, CurrentSite: '1' },
  });
  type Node = { id: string | number; label: string; children?: Node[] };
  const rows = ((await reply.json()) as { data?: { rows?: Node[] } }).data?.rows ?? [];
  const find = (nodes: Node[]): Node | undefined =>
    nodes.map((n) => (n.label === '协会动态' ? n : find(n.children ?? []))).find(Boolean);
  const id = find(rows)?.id;
  expect(id, 'catalog 协会动态').toBeDefined();
  return String(id);
}

test('drop two images into the library, crop one, find it cropped in the content editor picker', async ({
  page,
}) => {
  await openSignedIn(page, ACCOUNTS.admin, '/configs/resource');
  await page.getByRole('button', { name: /上传资源/ }).click();
  const upload = page.getByRole('dialog', { name: '上传资源' });
  await expect(upload.locator('.ant-upload-btn')).toBeVisible();
  await dropImages(page);
  await expect(upload.getByText(FIRST)).toBeVisible();
  await expect(upload.getByText(SECOND)).toBeVisible();
  await upload.getByRole('button', { name: ok }).click();
  await expect(page.getByText('已上传 2 个文件')).toBeVisible();

  const row = page.locator('tr.ant-table-row', { hasText: FIRST });
  await expect(page.locator('tr.ant-table-row', { hasText: SECOND })).toBeVisible();
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: /图片处理/ }).click();
  const tool = page.getByRole('dialog', { name: `图片处理：${FIRST}` });
  await expect(tool.getByText('当前尺寸：200 × 120')).toBeVisible();
  // A fixed ratio starts as the largest centred square.
  await tool.getByText('1:1', { exact: true }).click();
  await expect(tool.getByText('处理后：120 × 120')).toBeVisible();
  await tool.getByRole('button', { name: /应\s*用/ }).click();
  await expect(page.getByText('图片已处理')).toBeVisible();
  await expect(tool.getByText('当前尺寸：120 × 120')).toBeVisible();

  await clientNavigate(page, `/cms/content/editor?type=article&catalogId=${await articleCatalogId(page)}`);
  await page
    .getByRole('button', { name: '选择', exact: true })
    .filter({ visible: true })
    .first()
    .click({ timeout: 45_000 });
  const library = page.getByRole('dialog', { name: '素材库' });
  await library.getByRole('tab', { name: '素材库' }).click();
  await library.getByLabel('资源名称').fill(FIRST);
  await library.getByLabel('资源名称').press('Enter');
  const card = library.getByRole('option').filter({ hasText: FIRST });
  await expect(card).toHaveCount(1);
  // The picker loads the stored file itself: the cropped 120×120 image.
  await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 120);
});
