import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import {
  findDialog,
  findRow,
  getButton,
  recordRequests,
  type SeenRequest,
  setupScreenTests,
  SLOW,
  toast,
} from '../../system/helpers';

setupScreenTests();
vi.setConfig({ testTimeout: 60_000 });

const lastPost = (seen: SeenRequest[], path: string) =>
  seen.filter((r) => r.method === 'POST' && r.path === path).at(-1);

async function bodyOf(seen: SeenRequest[], path: string): Promise<unknown> {
  const request = await waitFor(() => {
    const found = lastPost(seen, path);
    if (!found?.body) throw new Error(`no ${path} yet`);
    return found;
  }, SLOW);
  return JSON.parse(request.body);
}

/** A row action under "More" (the shared helper's pattern misses the button's text plus its aria-label). */
async function moreAction(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, name: RegExp) {
  await user.click(within(row).getByRole('button', { name: '更多' }));
  await user.click(await screen.findByRole('menuitem', { name }, SLOW));
}

async function setNumber(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: number) {
  await user.clear(field);
  await user.type(field, String(value));
  await user.tab();
}

/** The URL the library's table shows for a resource (its row thumbnail). */
async function thumbSrc(name: string): Promise<string | null | undefined> {
  return (await findRow(name)).querySelector('img')?.getAttribute('src');
}

describe('image tool', () => {
  it('crops, rotates and marks an image through /cms/process/image/*, the library showing the new image', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    setCurrentSiteId('1');
    const image = mockDb()
      .tables.resources.filter((r) => r.siteId === '1' && r.resourceType === 'image')
      .at(-1);
    if (!image) throw new Error('no seeded image');
    renderSignedIn(`/configs/resource?name=${encodeURIComponent(image.name)}`);
    const before = await thumbSrc(image.name);
    expect(before).toContain('?v=');
    await moreAction(user, await findRow(image.name), /图片处理/);
    const dialog = await findDialog(`图片处理：${image.name}`);
    expect(await within(dialog).findByText('当前尺寸：1280 × 720', {}, SLOW)).toBeInTheDocument();

    // Crop with a fixed ratio: the height follows the width.
    await user.click(within(dialog).getByText('16:9'));
    await setNumber(user, within(dialog).getByLabelText('宽度'), 640);
    expect(within(dialog).getByLabelText('高度')).toHaveValue('360');
    // Free again: width, Tab, height typed by hand (the report of a hang here); Y kept inside the image.
    await user.click(within(dialog).getByText('自由'));
    await setNumber(user, within(dialog).getByLabelText('宽度'), 700);
    await setNumber(user, within(dialog).getByLabelText('高度'), 400);
    await setNumber(user, within(dialog).getByLabelText('X'), 100);
    await setNumber(user, within(dialog).getByLabelText('Y'), 2000);
    expect(within(dialog).getByLabelText('宽度')).toHaveValue('700');
    expect(within(dialog).getByLabelText('Y')).toHaveValue('320');
    expect(within(dialog).getByText('处理后：700 × 400')).toBeInTheDocument();
    await user.click(getButton(/应\s*用/, dialog));
    await toast('图片已处理');
    expect(await bodyOf(seen, '/cms/process/image/crop')).toEqual({
      resourceId: image.resourceId,
      x: 100,
      y: 320,
      width: 700,
      height: 400,
    });
    expect(await within(dialog).findByText('当前尺寸：700 × 400', {}, SLOW)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: '旋转缩放' }));
    await user.click(getButton(/向右旋转/, dialog));
    await user.click(within(dialog).getByLabelText('水平翻转'));
    await setNumber(user, within(dialog).getByLabelText('缩放宽度'), 320);
    expect(within(dialog).getByText('处理后：183 × 320')).toBeInTheDocument();
    await user.click(getButton(/应\s*用/, dialog));
    expect(await bodyOf(seen, '/cms/process/image/rotate')).toEqual({
      resourceId: image.resourceId,
      width: 320,
      rotate: 90,
      flipX: true,
      flipY: false,
    });
    expect(await within(dialog).findByText('当前尺寸：183 × 320', {}, SLOW)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: '文字水印' }));
    const text = within(dialog).getByLabelText('水印文字');
    await user.clear(text);
    await user.type(text, '版权所有');
    expect(within(screen.getByTestId('watermark-preview')).getByText('版权所有')).toBeInTheDocument();
    await user.click(getButton(/应\s*用/, dialog));
    await toast('已提交水印区域');
    // The region only: the bottom-right quarter of the 183×320 image.
    expect(await bodyOf(seen, '/cms/process/image/image/textWatermark')).toEqual({
      resourceId: image.resourceId,
      x: 137,
      y: 240,
      width: 46,
      height: 80,
    });
    const row = mockDb().tables.resources.find((r) => r.resourceId === image.resourceId);
    expect([row?.width, row?.height]).toEqual([183, 320]);
    // The file was rewritten in place: the library's thumbnail asks for the new picture, not the cached one.
    await user.click(getButton(/关\s*闭/, dialog));
    await waitFor(async () => expect(await thumbSrc(image.name)).not.toBe(before), SLOW);
  });
});
