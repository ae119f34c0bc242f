import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { catalogPageParts } from '@/features/cms/catalog/lazy-parts';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import {
  confirmPopup,
  getButton,
  lastGet,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  type SeenRequest,
} from '../system/helpers';

setupScreenTests();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('CurrentSite', '1');
});

const catalogOf = (alias: string) => {
  const row = mockDb().tables.catalogs.find((c) => c.alias === alias && c.siteId === '1');
  if (!row) throw new Error(`no catalog ${alias}`);
  return row;
};
const contentIdsOf = (catalogId: string) =>
  mockDb()
    .tables.contents.filter((c) => c.catalogId === catalogId)
    .map((c) => c.contentId);

function tree(): HTMLElement {
  const el = document.querySelector<HTMLElement>('.catalog-tree');
  if (!el) throw new Error('no catalog tree');
  return el;
}

async function openPage() {
  renderSignedIn('/configs/catalog');
  await waitFor(() => expect(within(tree()).getByText('新闻中心')).toBeInTheDocument(), SLOW);
  // The tabs and dialogs are lazy parts whose code Vitest compiles on first use, which can take longer
  // than a step's wait on a loaded machine: the test waits for that code itself, however long it takes.
  await Promise.all(catalogPageParts.map((part) => part.load()));
}

/** Selects a catalog in the tree (through the filter, so nested ones are reachable). */
async function pick(user: UserEvent, name: string) {
  const search = within(tree()).getByPlaceholderText('输入栏目名称');
  fireEvent.change(search, { target: { value: name } });
  await user.click(await within(tree()).findByText(name));
  fireEvent.change(search, { target: { value: '' } });
  await waitFor(
    () => expect(document.querySelector('form#catalogBasic #catalogBasic_name')).toHaveValue(name),
    SLOW,
  );
}

/** The open dialog whose title is `title`. */
async function findModal(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-title')]
      .filter((el) => el.textContent === title)
      .map((el) => el.closest<HTMLElement>('.ant-modal'))
      .at(-1);
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  }, SLOW);
}

/** Lets the db clock pass the catalog task; the progress dialog closes itself on success. */
async function finishTask(title: string) {
  await findModal(title);
  mockDb().advanceTime(5_000);
  await waitFor(
    () =>
      expect([...document.querySelectorAll('.ant-modal-title')].some((el) => el.textContent === title)).toBe(
        false,
      ),
    { timeout: 20_000 },
  );
}

async function body(seen: SeenRequest[], method: string, path: string): Promise<unknown> {
  return waitFor(() => {
    const req = seen.filter((r) => r.method === method && r.path === path).at(-1);
    if (!req?.body) throw new Error(`no ${method} ${path}`);
    return JSON.parse(req.body) as unknown;
  }, SLOW);
}

/** Top-level catalog names in tree order. */
function topLevelNames(): string[] {
  const top = [
    '新闻中心',
    '政策法规',
    '专业服务',
    '图片新闻',
    '视频中心',
    '音频讲座',
    '会员书库',
    '关于我们',
  ];
  return [...tree().querySelectorAll('.ant-tree-title')]
    .map((el) => top.find((name) => el.textContent?.startsWith(name)))
    .filter((name): name is string => !!name);
}

describe('catalog actions', () => {
  it('publishes a catalog with its children and the to-publish contents through a task', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const news = catalogOf('news');
    const child = catalogOf('xhdt');
    const waiting = mockDb().tables.contents.filter(
      (c) => c.catalogId === child.catalogId && c.status === '20',
    );
    expect(waiting.length).toBeGreaterThan(0);
    await openPage();
    await pick(user, '新闻中心');

    await user.click(getButton(/^发\s*布$/));
    const dialog = await findModal('发布栏目');
    expect(dialog).toHaveTextContent('本次生成的静态页面将覆盖原有页面，确认生成所有静态页面吗？');
    await user.click(within(dialog).getByLabelText('发布内容'));
    // Catalog pages only, or the contents of one CMSContentStatus.
    const option = (label: string) =>
      waitFor(() => {
        const el = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`);
        if (!el) throw new Error(`no option ${label}`);
        return el;
      });
    for (const label of ['仅发布栏目页', '初稿内容', '已发布内容', '已下线内容', '重新编辑内容'])
      expect(await option(label)).toBeInTheDocument();
    await user.click(await option('待发布内容'));
    await user.click(within(dialog).getByText('包含子栏目'));
    await user.click(getButton(/确\s*定/, dialog));

    expect(await body(seen, 'POST', '/cms/catalog/publish')).toEqual({
      catalogId: news.catalogId,
      publishChild: true,
      publishDetail: true,
      publishStatus: '20',
    });
    await finishTask('发布栏目');
    expect(waiting.every((c) => c.status === '30' && c.publishDate)).toBe(true);
    expect(child.status).toBe('30');
  });

  it('hides and shows a catalog, and sorts it up and down', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const tpxw = catalogOf('tpxw');
    await openPage();
    await pick(user, '图片新闻');

    await user.click(getButton(/^隐\s*藏$/));
    expect(await body(seen, 'PUT', '/cms/catalog/visible')).toEqual({
      catalogId: tpxw.catalogId,
      visible: 'N',
    });
    await toast('操作成功');
    expect(tpxw.visibleFlag).toBe('N');
    expect(await screen.findByText('[ 隐藏 ]', {}, SLOW)).toBeInTheDocument();
    await user.click(await waitFor(() => getButton(/^显\s*示$/), SLOW));
    expect(await body(seen, 'PUT', '/cms/catalog/visible')).toEqual({
      catalogId: tpxw.catalogId,
      visible: 'Y',
    });
    await waitFor(() => expect(screen.queryByText('[ 隐藏 ]')).toBeNull(), SLOW);
    expect(tpxw.visibleFlag).toBe('Y');

    // Tree menu: move up one place.
    expect(topLevelNames().slice(2, 4)).toEqual(['专业服务', '图片新闻']);
    await user.click(within(tree()).getByLabelText('更多操作 图片新闻'));
    await user.click(await screen.findByText('上移', { selector: '.ant-dropdown-menu-title-content' }));
    expect(await body(seen, 'PUT', '/cms/catalog/sort')).toEqual({ catalogId: tpxw.catalogId, sort: -1 });
    await waitFor(() => expect(topLevelNames().slice(2, 4)).toEqual(['图片新闻', '专业服务']), SLOW);

    // Toolbar: positive numbers move down.
    await user.click(getButton(/^排\s*序$/));
    const input = await screen.findByLabelText('排序', { selector: 'input' });
    fireEvent.change(input, { target: { value: '3' } });
    const popover = input.closest('.ant-popover') as HTMLElement;
    expect(popover).toHaveTextContent('正数下移，负数上移');
    await user.click(getButton(/^排\s*序$/, popover));
    await waitFor(() =>
      expect(seen.filter((r) => r.path === '/cms/catalog/sort').at(-1)?.body).toBe(
        JSON.stringify({ catalogId: tpxw.catalogId, sort: 3 }),
      ),
    );
    await waitFor(
      () => expect(topLevelNames().slice(2, 6)).toEqual(['专业服务', '视频中心', '音频讲座', '图片新闻']),
      SLOW,
    );
  });

  it('clears a catalog into the recycle bin, then merges catalogs into another', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const hyzx = catalogOf('hyzx');
    const gjzc = catalogOf('gjzc');
    const xhdt = catalogOf('xhdt');
    const cleared = contentIdsOf(hyzx.catalogId);
    const mergedIn = contentIdsOf(gjzc.catalogId);
    await openPage();
    await pick(user, '行业资讯');

    await user.click(getButton(/^清\s*空$/));
    await confirmPopup(user, '清空栏目会删除栏目下所有内容数据，确认清空吗？');
    expect(await body(seen, 'POST', '/cms/catalog/clear')).toEqual({ catalogId: hyzx.catalogId });
    await finishTask('清空栏目');
    expect(contentIdsOf(hyzx.catalogId)).toEqual([]);
    expect(mockDb().tables.contentBackups.map((b) => b.contentId)).toEqual(expect.arrayContaining(cleared));

    await pick(user, '协会动态');
    await user.click(getButton(/^合\s*并$/));
    const picker = await findModal('选择要合并进来的栏目');
    const search = within(picker).getByPlaceholderText('输入栏目名称');
    fireEvent.change(search, { target: { value: '行业资讯' } });
    await user.click(await within(picker).findByText('行业资讯'));
    fireEvent.change(search, { target: { value: '国家政策' } });
    await user.click(await within(picker).findByText('国家政策'));
    await user.click(getButton(/确\s*定/, picker));
    expect(await body(seen, 'POST', '/cms/catalog/merge')).toEqual({
      catalogId: xhdt.catalogId,
      mergeCatalogIds: [hyzx.catalogId, gjzc.catalogId],
    });
    await finishTask('合并栏目');
    expect(contentIdsOf(xhdt.catalogId)).toEqual(expect.arrayContaining(mergedIn));
    const ids = mockDb().tables.catalogs.map((c) => c.catalogId);
    expect(ids).not.toContain(hyzx.catalogId);
    expect(ids).not.toContain(gjzc.catalogId);
    await waitFor(() => expect(within(tree()).queryByText('国家政策')).toBeNull(), SLOW);
  });

  it('saves the extend tab with the exact Map<String,String> body', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const gywm = catalogOf('gywm');
    await openPage();
    await pick(user, '关于我们');
    await user.click(screen.getByText('扩展配置', { selector: '.ant-tabs-tab-btn' }));
    const form = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('form#catalogExtend');
      if (!el) throw new Error('no extend form');
      return el;
    }, SLOW);
    await waitFor(() =>
      expect(lastGet(seen, '/cms/catalog/extends')?.query.get('catalogId')).toBe(gywm.catalogId),
    );
    await waitFor(() => expect(form.querySelector('#catalogExtend_CatalogPageSize')).toHaveValue('-1'), SLOW);

    // Every control is named by its label (the model selects too, which sit beside their apply buttons).
    const named = within(form);
    expect(named.getByRole('combobox', { name: '栏目扩展模型' })).toBeInTheDocument();
    expect(named.getByRole('combobox', { name: '内容扩展模型' })).toBeInTheDocument();
    await user.click(named.getByRole('switch', { name: '是否启用索引' }));
    await user.click(named.getByRole('switch', { name: '是否允许投稿' }));
    fireEvent.change(named.getByRole('spinbutton', { name: '分页列表大小' }), { target: { value: '15' } });
    fireEvent.change(named.getByRole('textbox', { name: '短标题自定义表单名' }), {
      target: { value: '引题' },
    });
    await user.click(getButton(/^保\s*存$/, form.closest('[role="tabpanel"]') as HTMLElement));
    await toast('保存成功');
    expect(await body(seen, 'PUT', `/cms/catalog/extends/${gywm.catalogId}`)).toEqual({
      EnableIndex: 'N',
      CatalogExtendModel: '',
      ContentExtendModel: '',
      CatalogPageSize: '15',
      EnableContribute: 'Y',
      ShortTitleLabel: '引题',
      SubTitleLabel: '',
      HotWordGroups: '[]',
    });
    expect(gywm.configProps).toMatchObject({
      EnableIndex: 'N',
      CatalogPageSize: '15',
      EnableContribute: 'Y',
      ShortTitleLabel: '引题',
    });
  });

  it("lists each role's grants on the catalog and saves a change", async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const gywm = catalogOf('gywm');
    await openPage();
    await pick(user, '关于我们');
    await user.click(screen.getByText('权限', { selector: '.ant-tabs-tab-btn' }));
    const pane = await waitFor(() => {
      const el = screen.getByText('内容编辑').closest<HTMLElement>('[role="tabpanel"]');
      if (!el) throw new Error('no perms tab');
      return el;
    }, SLOW);
    const asked = seen.filter((r) => r.path === '/cms/perms/catalog' && r.method === 'GET');
    expect(asked.map((r) => Object.fromEntries(r.query))).toContainEqual({
      ownerType: 'Role',
      owner: '4',
      siteId: '1',
    });
    // One column per CatalogPrivItem.
    const headers = [...pane.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        '查看',
        '编辑',
        '删除',
        '发布',
        '显示/隐藏',
        '移动',
        '排序',
        '新增内容',
        '编辑内容',
        '删除内容',
      ]),
    );
    // The editor role holds nothing on 关于我们.
    const editContent = within(pane).getByLabelText('内容编辑 编辑内容');
    expect(editContent).not.toBeChecked();
    expect(within(pane).getByLabelText('内容编辑 查看')).not.toBeChecked();

    await user.click(editContent);
    // Any grant needs View.
    expect(within(pane).getByLabelText('内容编辑 查看')).toBeChecked();
    const row = editContent.closest('tr') as HTMLElement;
    await user.click(getButton(/^保\s*存$/, row));
    await toast('保存成功');
    const saved = (await body(seen, 'PUT', '/cms/perms/catalog')) as {
      ownerType: string;
      owner: string;
      siteId: string;
      perms: { catalogId: string; perms: Record<string, { granted: boolean }> }[];
    };
    expect(saved).toMatchObject({ ownerType: 'Role', owner: '4', siteId: '1' });
    const node = saved.perms.find((p) => p.catalogId === gywm.catalogId);
    expect(node?.perms.EditContent?.granted).toBe(true);
    expect(node?.perms.View?.granted).toBe(true);
    const keys = mockDb().tables.permissions.find(
      (p) => p.ownerType === 'Role' && p.owner === '4' && p.permType === 'Catalog',
    )?.permissions;
    expect(keys).toEqual(
      expect.arrayContaining([`Catalog:EditContent:${gywm.catalogId}`, `Catalog:View:${gywm.catalogId}`]),
    );
  });
});
