import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { catalogPageParts } from '@/features/cms/catalog/lazy-parts';

import { mockDb, mockLogin } from '../msw-server';
import { renderSignedIn } from '../render-app';
import { NAMED_REQUIRED } from '../required-message';
import {
  confirmPopup,
  findDialog,
  getButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
} from '../system/helpers';

setupScreenTests();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('CurrentSite', '1');
});

const catalogOf = (alias: string, siteId = '1') => {
  const row = mockDb().tables.catalogs.find((c) => c.alias === alias && c.siteId === siteId);
  if (!row) throw new Error(`no catalog ${alias}`);
  return row;
};

function tree(): HTMLElement {
  const el = document.querySelector<HTMLElement>('.catalog-tree');
  if (!el) throw new Error('no catalog tree');
  return el;
}

async function openPage(userName = 'admin') {
  renderSignedIn('/configs/catalog', userName);
  await waitFor(() => expect(within(tree()).getByText('新闻中心')).toBeInTheDocument(), SLOW);
  // The tabs and dialogs are lazy parts whose code Vitest compiles on first use, which can take longer
  // than a step's wait on a loaded machine: the test waits for that code itself, however long it takes.
  await Promise.all(catalogPageParts.map((part) => part.load()));
}

/** Clicks a catalog in the tree (searching for it, so nested ones are reachable). */
async function pick(name: string) {
  const search = within(tree()).getByPlaceholderText('输入栏目名称');
  await userEvent.clear(search);
  await userEvent.type(search, name);
  await userEvent.click(await within(tree()).findByText(name));
  fireEvent.change(search, { target: { value: '' } });
  await waitFor(() => expect(within(tree()).getByText('新闻中心')).toBeInTheDocument());
  await waitFor(() => expect(basicForm().querySelector('#catalogBasic_name')).toHaveValue(name));
}

function basicForm(): HTMLElement {
  const form = document.querySelector<HTMLElement>('form#catalogBasic');
  if (!form) throw new Error('no basic form');
  return form;
}

/** Moves the db clock past the catalog task and waits for the progress dialog to report success. */
async function finishTask(title: string) {
  const dialog = await findDialog(title);
  mockDb().advanceTime(5_000);
  return dialog;
}

describe('catalog management', () => {
  it("shows the current site's tree and follows a site switch", async () => {
    await openPage();
    expect(within(tree()).getByText('栗子演示站')).toBeInTheDocument();
    expect(within(tree()).getByText('会员系统')).toBeInTheDocument();
    // Nothing selected yet: the screen asks for a catalog instead of showing an empty form.
    expect(screen.getByTestId('catalog-empty')).toHaveTextContent('请先在左侧栏目树中选择一个栏目');
    expect(document.querySelector('form#catalogBasic')).toBeNull();

    // The header follows the screen (it takes the route up once the screen has shown).
    await userEvent.click(await screen.findByTestId('current-site'));
    const dialog = await findDialog('切换当前站点');
    await userEvent.dblClick(await within(dialog).findByText('Chestnut English'));
    await waitFor(() => expect(within(tree()).getByText('Gallery')).toBeInTheDocument(), SLOW);
    expect(within(tree()).queryByText('新闻中心')).toBeNull();
  });

  it('adds a catalog: validation first, then the alias/path spelled from the name', async () => {
    const seen = recordRequests();
    await openPage();
    await userEvent.click(getButton(/添加栏目/, tree()));
    const dialog = await findDialog('添加栏目');
    await userEvent.click(getButton(/确\s*定/, dialog));
    await waitFor(() => expect(within(dialog).getAllByText(NAMED_REQUIRED)).toHaveLength(3));

    await userEvent.type(within(dialog).getByLabelText('栏目名称'), '专家委员会');
    await userEvent.click(within(dialog).getByLabelText('栏目别名'));
    await waitFor(() => expect(within(dialog).getByLabelText('栏目别名')).toHaveValue('zjwyh'), SLOW);
    expect(within(dialog).getByLabelText('栏目路径')).toHaveValue('zjwyh/');
    const spelling = seen.find((r) => r.path === '/cms/catalog/spelling');
    expect(JSON.parse(spelling?.body ?? '{}')).toEqual({ parentId: '0', name: '专家委员会' });

    await userEvent.clear(within(dialog).getByLabelText('栏目别名'));
    await userEvent.type(within(dialog).getByLabelText('栏目别名'), 'zj-wyh');
    await userEvent.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText('只能使用大小写字母、数字和下划线')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST' && r.path === '/cms/catalog')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('栏目别名'));
    await userEvent.type(within(dialog).getByLabelText('栏目别名'), 'zjwyh');
    await userEvent.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    const post = seen.find((r) => r.method === 'POST' && r.path === '/cms/catalog');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      parentId: '0',
      name: '专家委员会',
      alias: 'zjwyh',
      path: 'zjwyh/',
      catalogType: 'common',
    });
    expect(post?.headers.get('CurrentSite')).toBe('1');
    const created = catalogOf('zjwyh');
    expect(created).toMatchObject({ parentId: '0', treeLevel: 1, path: 'zjwyh/' });
    // The new catalog shows in the tree and becomes the selection.
    expect(await within(tree()).findByText('专家委员会')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('catalog-id')).toHaveTextContent(created.catalogId));
  });

  it('saves the basic form with the exact CatalogUpdateDTO body', async () => {
    const seen = recordRequests();
    await openPage();
    await pick('关于我们');
    const form = basicForm();
    const name = form.querySelector<HTMLInputElement>('#catalogBasic_name') as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, '关于本会');
    await userEvent.type(form.querySelector('#catalogBasic_description') as HTMLElement, '协会简介');
    await userEvent.click(form.querySelector('#catalogBasic_staticFlag') as HTMLElement);
    await userEvent.click(getButton(/保\s*存/));
    await toast('保存成功');
    const put = seen.find((r) => r.method === 'PUT' && r.path === '/cms/catalog');
    const gywm = catalogOf('gywm');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      catalogId: gywm.catalogId,
      name: '关于本会',
      alias: 'gywm',
      path: 'gywm/',
      catalogType: 'common',
      description: '协会简介',
      staticFlag: 'N',
      tagIgnore: 'N',
      detailNameRule: 'Month',
      publishPipeDatas: [
        {
          pipeCode: 'pc',
          pipeName: 'PC',
          props: {
            indexTemplate: 'list.template.html',
            listTemplate: 'list_news.template.html',
            detailTemplate_article: 'detail.template.html',
          },
        },
        { pipeCode: 'h5', pipeName: '移动端', props: {} },
      ],
    });
    expect(gywm).toMatchObject({ name: '关于本会', description: '协会简介', staticFlag: 'N' });
    expect(await within(tree()).findByText('关于本会', {}, SLOW)).toBeInTheDocument();

    // A link catalog's redirect URL from the internal-link picker: another catalog (links cannot be picked).
    await pick('会员系统');
    await userEvent.click(getButton(/内部链接/, basicForm()));
    await userEvent.click(await screen.findByRole('menuitem', { name: '选择栏目' }, SLOW));
    const picker = await findDialog('选择栏目');
    await within(picker).findByText('图片新闻', {}, SLOW);
    expect(within(picker).getByText('会员系统').closest('.ant-tree-treenode')).toHaveClass(
      'ant-tree-treenode-disabled',
    );
    await userEvent.click(within(picker).getByText('图片新闻'));
    await userEvent.click(getButton(/确\s*定/, picker));
    const redirect = `iurl://catalog?id=${catalogOf('tpxw').catalogId}`;
    await waitFor(() => expect(basicForm().querySelector('#catalogBasic_redirectUrl')).toHaveValue(redirect));
    await userEvent.click(getButton(/保\s*存/));
    await waitFor(() =>
      expect(JSON.parse(seen.filter((r) => r.method === 'PUT').at(-1)?.body ?? '{}')).toMatchObject({
        catalogType: 'link',
        redirectUrl: redirect,
      }),
    );
  });

  it('asks before another catalog replaces unsaved edits: staying keeps them, leaving loads the other', async () => {
    const user = userEvent.setup();
    await openPage();
    await pick('关于我们');
    const name = () => basicForm().querySelector<HTMLInputElement>('#catalogBasic_name') as HTMLInputElement;
    await user.clear(name());
    await user.type(name(), '关于本会');
    await user.click(within(tree()).getByText('新闻中心'));
    const stay = await waitFor(() => {
      const popup = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1);
      if (!popup) throw new Error('no confirm');
      return popup;
    });
    expect(stay).toHaveTextContent('页面有未保存的修改');
    await user.click(getButton(/取\s*消/, stay));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(name()).toHaveValue('关于本会');
    await user.click(within(tree()).getByText('新闻中心'));
    await confirmPopup(user, '页面有未保存的修改');
    await waitFor(() => expect(name()).toHaveValue('新闻中心'), SLOW);
  });

  it('moves a catalog with a progress dialog and rewrites paths of the branch and its contents', async () => {
    const seen = recordRequests();
    await openPage();
    await pick('音频讲座');
    await userEvent.click(getButton(/移\s*动/));
    const picker = await findDialog('移动栏目到');
    await userEvent.click(await within(picker).findByText('新闻中心'));
    await userEvent.click(getButton(/确\s*定/, picker));
    await finishTask('转移栏目');
    const news = catalogOf('news');
    const moved = catalogOf('ypjz');
    expect(
      seen.some(
        (r) => r.method === 'POST' && r.path === `/cms/catalog/move/${moved.catalogId}/${news.catalogId}`,
      ),
    ).toBe(true);
    await waitFor(() => expect(moved.parentId).toBe(news.catalogId), SLOW);
    expect(moved).toMatchObject({
      path: 'news/ypjz/',
      ancestors: `${news.catalogId}:${moved.catalogId}`,
      treeLevel: 2,
    });
    const contents = mockDb().tables.contents.filter((c) => c.catalogId === moved.catalogId);
    expect(contents.length).toBeGreaterThan(0);
    expect(
      contents.every((c) => c.catalogAncestors === moved.ancestors && c.topCatalog === news.catalogId),
    ).toBe(true);
  });

  it('deletes a catalog through its task: contents go to the recycle bin', async () => {
    await openPage();
    const hysk = catalogOf('hysk');
    const contentIds = mockDb()
      .tables.contents.filter((c) => c.catalogId === hysk.catalogId)
      .map((c) => c.contentId);
    await pick('会员书库');
    await userEvent.click(getButton(/删\s*除/));
    await confirmPopup(userEvent.setup(), '删除栏目会删除包括子栏目下所有数据，确定删除吗？');
    await finishTask('删除栏目');
    await waitFor(
      () => expect(mockDb().tables.catalogs.some((c) => c.catalogId === hysk.catalogId)).toBe(false),
      SLOW,
    );
    const backups = mockDb().tables.contentBackups.map((b) => b.contentId);
    expect(backups).toEqual(expect.arrayContaining(contentIds));
    expect(mockDb().tables.contents.some((c) => c.catalogId === hysk.catalogId)).toBe(false);
    await waitFor(() => expect(within(tree()).queryByText('会员书库')).toBeNull(), SLOW);
  });

  it('keeps the catalog when its delete task fails on a content locked by someone else', async () => {
    await openPage();
    const ypjz = catalogOf('ypjz');
    const locked = mockDb().tables.contents.find((c) => c.catalogId === ypjz.catalogId);
    if (!locked) throw new Error('no content');
    Object.assign(locked, { isLock: 'Y', lockUser: 'editor' });
    await pick('音频讲座');
    await userEvent.click(getButton(/删\s*除/));
    await confirmPopup(userEvent.setup());
    const dialog = await finishTask('删除栏目');
    expect(await within(dialog).findByText('内容已被"editor"锁定', {}, SLOW)).toBeInTheDocument();
    expect(mockDb().tables.catalogs.some((c) => c.catalogId === ypjz.catalogId)).toBe(true);
    expect(mockDb().tables.contentBackups).toHaveLength(0);
  });

  it('batch adds an indented outline', async () => {
    const seen = recordRequests();
    await openPage();
    await userEvent.click(getButton(/批量添加栏目/, tree()));
    await userEvent.click(
      await screen.findByText('批量添加栏目', { selector: '.ant-dropdown-menu-title-content' }),
    );
    const dialog = await findDialog('批量添加栏目');
    await userEvent.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText(NAMED_REQUIRED)).toBeInTheDocument();
    const text = '会议通知\n  年会\n培训动态';
    await userEvent.type(within(dialog).getByLabelText('栏目树'), text);
    await userEvent.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    const post = seen.find((r) => r.path === '/cms/catalog/batchAdd');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ parentId: '0', catalogs: text });
    expect(await within(tree()).findByText('会议通知')).toBeInTheDocument();
    expect(within(tree()).getByText('培训动态')).toBeInTheDocument();
    const parent = mockDb().tables.catalogs.find((c) => c.name === '会议通知');
    const child = mockDb().tables.catalogs.find((c) => c.name === '年会');
    expect(child).toMatchObject({ parentId: parent?.catalogId, alias: 'nh', path: 'hytz/nh/', treeLevel: 2 });
  });

  it('lets the editor work only on the catalogs it was granted', async () => {
    await openPage('editor');
    expect(within(tree()).queryByText('关于我们')).toBeNull();
    await pick('图片新闻');
    expect(getButton(/保\s*存/)).toBeEnabled();
    // The backend refuses an edit of "关于我们" even when sent directly.
    const gywm = catalogOf('gywm');
    const res = await fetch('http://localhost/prod-api/cms/catalog', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${mockLogin('editor')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...gywm, name: 'x' }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(403);
    expect(gywm.name).toBe('关于我们');
  });
});
