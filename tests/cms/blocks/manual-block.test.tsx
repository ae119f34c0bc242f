import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { pageWidgetApi } from '@/api/cms/pagewidget';
import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb } from '../../msw-server';
import { currentPath, renderSignedIn } from '../../render-app';
import {
  confirmPopup,
  findDialog,
  getButton,
  queryButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
} from '../../system/helpers';
import { chooseInContentPicker, pickContent } from '../content-helpers';
import { dragOnto, lastBody } from '../operations/helpers';

setupScreenTests();
vi.setConfig({ testTimeout: 120_000 });

/** The seeded manual block of site 1 ("头条推荐区块": two rows of items). */
const block = () => {
  const found = mockDb().tables.pageWidgets.find((w) => w.siteId === '1' && w.type === 'manual');
  if (!found) throw new Error('seeded manual block');
  return found;
};

interface SentRow {
  items: Record<string, unknown>[];
}

const titlesOf = (rows: SentRow[]) => rows.map((r) => r.items.map((i) => i.title));
const row = (n: number) => screen.getByTestId(`block-row-${n}`);
const itemsIn = (n: number) => within(row(n)).getAllByTestId('block-item');

async function openEditor(userName = 'admin') {
  setCurrentSiteId('1');
  renderSignedIn(`/cms/block/manual/editor?id=${block().pageWidgetId}&from=pagewidget`, userName);
  await screen.findByTestId('block-row-2', {}, { timeout: 90_000 });
  await waitFor(() => expect(within(row(2)).getByText('ChestnutCMS')).toBeInTheDocument(), SLOW);
}

describe('manual block editor', () => {
  it('fills an item from a picked content, moves items within and across rows, saves and publishes', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const id = block().pageWidgetId;
    const seeded = (JSON.parse(block().content ?? '[]') as SentRow[]).map((r) => r.items.map((i) => i.title));
    await openEditor();

    // A new item at the start of row 2, its title required, then filled from a picked content.
    await user.click(within(row(2)).getByRole('button', { name: '在行首添加列表项' }));
    const dialog = await findDialog('添加列表项');
    await user.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText('标题不能为空', {}, SLOW)).toBeInTheDocument();
    const titleBox = within(dialog).getByLabelText('标题').closest<HTMLElement>('.ant-space-compact');
    await user.click(within(titleBox as HTMLElement).getByRole('button', { name: /选择/ }));
    await user.click(await screen.findByText('选择内容'));
    const picked = pickContent('tpxw');
    await chooseInContentPicker(user, '图片新闻', picked.title);
    await waitFor(() => expect(within(dialog).getByLabelText('标题')).toHaveValue(picked.title), SLOW);
    expect(within(dialog).getByLabelText('链接')).toHaveValue(`iurl://content?id=${picked.contentId}`);
    await user.click(getButton(/确\s*定/, dialog));
    await waitFor(() => expect(itemsIn(2)[0]).toHaveTextContent(picked.title));

    // Drag the first item of row 1 onto the end of row 2, then the second of row 1 before the first.
    const [first, second] = seeded[0] ?? [];
    dragOnto(itemsIn(1)[0] as HTMLElement, row(2));
    await waitFor(() => expect(itemsIn(2).at(-1)).toHaveTextContent(String(first)));
    await user.click(getButton(/添加行/));
    await user.click(within(row(1)).getByRole('button', { name: `移除“${second}”` }));
    expect(within(row(1)).getByText(/空行/)).toBeInTheDocument();

    await user.click(getButton(/^保\s*存$/));
    await toast('保存成功');
    const put = seen.filter((r) => r.method === 'PUT' && r.path === '/cms/pagewidget').at(-1);
    expect(put?.query.get('type')).toBe('manual');
    const body = lastBody<Record<string, string>>(seen, 'PUT', '/cms/pagewidget') ?? {};
    expect(body).toMatchObject({
      pageWidgetId: id,
      name: block().name,
      code: 'headline',
      path: 'include/block/',
    });
    const rows = JSON.parse(String(body.contentStr)) as SentRow[];
    expect(titlesOf(rows)).toEqual([[], [picked.title, ...(seeded[1] ?? []), first], []]);
    expect(rows[1]?.items[0]).toEqual({
      title: picked.title,
      url: `iurl://content?id=${picked.contentId}`,
      ...(picked.publishDate ? { publishDate: picked.publishDate } : {}),
      ...(picked.summary ? { summary: picked.summary } : {}),
      ...(picked.logo ? { logo: picked.logo, logoSrc: expect.any(String) as string } : {}),
    });
    // Nothing changed since the save: Publish publishes at once.
    await user.click(getButton(/^发\s*布$/));
    await toast('发布成功');
    expect(lastBody(seen, 'POST', '/cms/pagewidget/publish')).toEqual([id]);
    expect(seen.filter((r) => r.method === 'PUT' && r.path === '/cms/pagewidget')).toHaveLength(1);
    expect(block().state).toBe('30');
  });

  it('asks before Back drops unsaved rows; the reloaded block is unchanged', async () => {
    const user = userEvent.setup();
    await openEditor();
    const before = itemsIn(2).length;
    await user.click(within(row(2)).getByRole('button', { name: '移除“ChestnutCMS”' }));
    expect(itemsIn(2)).toHaveLength(before - 1);
    await user.click(getButton(/返\s*回/));
    const stay = await waitFor(() => {
      const popup = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1);
      if (!popup) throw new Error('no confirm');
      return popup;
    });
    expect(stay).toHaveTextContent('页面有未保存的修改');
    await user.click(getButton(/取\s*消/, stay));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(itemsIn(2)).toHaveLength(before - 1);
    await user.click(getButton(/返\s*回/));
    await confirmPopup(user, '页面有未保存的修改');
    await waitFor(() => expect(currentPath()).toMatch(/^\/configs\/content\?tab=pageWidget/), SLOW);
    expect(block().content).toContain('ChestnutCMS');
  });

  it('without the edit permission: read-only rows, no Save, and the server refuses the write', async () => {
    const id = block().pageWidgetId;
    mockDb().tables.permissions.push({
      permissionId: '90999',
      ownerType: 'User',
      owner: '3',
      permType: 'PageWidget',
      permissions: [`PageWidget:Publish:${id}`],
    });
    const user = userEvent.setup();
    await openEditor('editor');
    expect(queryButton(/^保\s*存$/)).toBeNull();
    expect(within(row(1)).queryByRole('button', { name: '在行首添加列表项' })).toBeNull();
    expect(queryButton(/添加行/)).toBeNull();
    await user.click(getButton(/^发\s*布$/));
    await toast('发布成功');

    const loaded = await pageWidgetApi.get(id);
    await expect(pageWidgetApi.update('manual', { ...loaded, contentStr: '[]' })).rejects.toThrow();
    expect(block().content).toContain('ChestnutCMS');
  });

  it('says an unknown page widget id', async () => {
    renderSignedIn('/cms/block/manual/editor?id=abc');
    expect(await screen.findByText('页面部件ID错误：abc', {}, { timeout: 90_000 })).toBeInTheDocument();
  });
});
