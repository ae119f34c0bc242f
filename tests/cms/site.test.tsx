import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { setCurrentSiteId } from '@/lib/auth/current-site';
import type { CmsSite } from '@/mocks/db';
import { PUBLISH_FLAG_KEY } from '@/stores/publish-flag';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';
import { expectRequiredMessages } from '../required-message';
import { saveAs } from '../save-as-spy';
import {
  clickRowAction,
  confirmPopup,
  findDialog,
  findRow,
  offersRowAction,
  getButton,
  hasRow,
  lastGet,
  queryButton,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();

beforeEach(() => {
  setCurrentSiteId('1');
  localStorage.removeItem(PUBLISH_FLAG_KEY);
});

function addSites(count: number) {
  const db = mockDb();
  for (let i = 1; i <= count; i++) {
    const site: CmsSite = {
      siteId: String(100 + i),
      parentId: '0',
      name: `批量站点${i}`,
      path: `batch${i}`,
      sortFlag: 10 + i,
    };
    db.tables.sites.push(site);
  }
}

describe('site list', () => {
  it('lists, searches by siteName and pages by 10', async () => {
    addSites(12);
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/site');
    const row = await findRow('栗子演示站');
    expect(within(row).getByText('demo')).toBeInTheDocument();
    expect(screen.getByText('共 14 条')).toBeInTheDocument();
    const first = lastGet(seen, '/cms/site/list');
    expect(first?.query.get('pageSize')).toBe('10');
    expect(first?.query.get('pageNum')).toBe('1');
    expect(hasRow('批量站点12')).toBe(false);

    // Page 2 of the paginator (a cut-off cell carries its full text as a title too).
    const [page2] = screen.getAllByTitle('2').filter((el) => el.matches('.ant-pagination-item'));
    expect(page2).toBeDefined();
    if (page2) await user.click(page2);
    expect(await findRow('批量站点12')).toBeInTheDocument();
    expect(lastGet(seen, '/cms/site/list')?.query.get('pageNum')).toBe('2');

    await user.type(within(searchForm()).getByLabelText('站点名称'), 'English');
    await user.click(getButton(/搜\s*索/, searchForm()));
    expect(await findRow('Chestnut English')).toBeInTheDocument();
    await waitFor(() => expect(hasRow('栗子演示站')).toBe(false));
    const search = lastGet(seen, '/cms/site/list');
    expect(search?.query.get('siteName')).toBe('English');
    expect(search?.query.get('pageNum')).toBe('1');
  });

  it('validates a new site (name, path letters and digits), then adds it', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/site');
    await findRow('栗子演示站');
    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('新建站点');
    await user.click(getButton(/确\s*定/, dialog));
    await expectRequiredMessages(dialog, 2);
    expect(within(dialog).getByText('站点名称不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('站点名称'), '新闻站');
    await user.type(within(dialog).getByLabelText('站点目录'), 'news-site');
    await user.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText('只能使用大小写字母和数字')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST' && r.path === '/cms/site')).toBe(false);

    // The server's own check: a path already used by another site.
    await user.clear(within(dialog).getByLabelText('站点目录'));
    await user.type(within(dialog).getByLabelText('站点目录'), 'demo');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('站点目录冲突', 'error');

    await user.clear(within(dialog).getByLabelText('站点目录'));
    await user.type(within(dialog).getByLabelText('站点目录'), 'news2');
    await user.type(within(dialog).getByLabelText('资源域名'), 'http://news.example/');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    const post = seen.filter((r) => r.method === 'POST' && r.path === '/cms/site').at(-1);
    await waitFor(() => expect(post?.body).toBeTruthy());
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      name: '新闻站',
      path: 'news2',
      resourceUrl: 'http://news.example/',
    });
    expect(await findRow('新闻站')).toBeInTheDocument();
    expect(mockDb().tables.sites.find((s) => s.path === 'news2')?.name).toBe('新闻站');
  });

  it('deletes a site through its async task with a progress dialog', async () => {
    const user = userEvent.setup();
    renderSignedIn('/configs/site');
    const row = await findRow('Chestnut English');
    await clickRowAction(user, row, /删\s*除/);
    await confirmPopup(user, '是否确认删除？');
    const progress = await findDialog('删除站点');
    expect(progress).toBeInTheDocument();
    mockDb().advanceTime(10_000);
    await waitFor(() => expect(mockDb().tables.sites.some((s) => s.siteId === '2')).toBe(false), SLOW);
    await waitFor(() => expect(hasRow('Chestnut English')).toBe(false), SLOW);
    expect(mockDb().tables.catalogs.some((c) => c.siteId === '2')).toBe(false);
  });

  it('publishes the home page, and the editor publishes contents as a task with progress', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/site');
    const row = await findRow('栗子演示站');
    await clickRowAction(user, row, /发布首页/);
    await toast('发布成功');
    const body = seen.filter((r) => r.path === '/cms/site/publish').at(-1);
    await waitFor(() => expect(body?.body).toBeTruthy());
    expect(JSON.parse(body?.body ?? '{}')).toEqual({ siteId: '1', publishIndex: true });

    await user.click(within(row).getByText('栗子演示站'));
    await waitFor(() => expect(currentPath()).toBe('/cms/site/tabs?siteId=1'), SLOW);
    await user.click(await screen.findByRole('button', { name: /发布全站/ }, SLOW));
    await user.click(await screen.findByText('发布初稿的内容'));
    const progress = await findDialog('发布任务');
    expect(progress).toBeInTheDocument();
    const publish = seen.filter((r) => r.path === '/cms/site/publish').at(-1);
    await waitFor(() =>
      expect(JSON.parse(publish?.body || '{}')).toEqual({
        siteId: '1',
        publishIndex: false,
        contentStatus: '0',
      }),
    );
    // The header's publish counter starts watching the queue.
    expect(localStorage.getItem(PUBLISH_FLAG_KEY)).toBe('true');
    const drafts = mockDb().tables.contents.filter((c) => c.siteId === '1' && c.status === '0').length;
    expect(drafts).toBeGreaterThan(0);
    mockDb().advanceTime(10_000);
    await waitFor(() => expect(mockDb().tables.publishQueue.length).toBe(drafts), SLOW);
  });

  it('exports a theme then downloads it, and imports only a zip', async () => {
    const seen = recordRequests();
    const user = userEvent.setup({ applyAccept: false });
    renderSignedIn('/configs/site');
    const row = await findRow('栗子演示站');
    await clickRowAction(user, row, /导出主题/);
    expect(await findDialog('导出主题')).toBeInTheDocument();
    mockDb().advanceTime(10_000);
    await waitFor(() => expect(saveAs).toHaveBeenCalled(), SLOW);
    expect(seen.some((r) => r.method === 'GET' && r.path === '/cms/site/downloadTheme/1')).toBe(true);

    await clickRowAction(user, row, /导入主题/);
    const dialog = await findDialog('导入主题');
    // rc-upload renders a fresh input after each pick.
    const input = () => {
      const found = dialog.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    };
    await user.upload(input(), new File(['x'], 'theme.txt', { type: 'text/plain' }));
    await toast('主题文件仅支持zip类型', 'error');
    await user.upload(input(), new File(['PK'], 'Theme.ZIP', { type: 'application/zip' }));
    expect(await within(dialog).findByText('Theme.ZIP')).toBeInTheDocument();
    await user.click(getButton(/确\s*定/, dialog));
    expect(await findDialog(/^导入主题$/)).toBeInTheDocument();
    await waitFor(() => {
      const post = seen.find((r) => r.method === 'POST' && r.path === '/cms/site/importTheme');
      expect(post?.headers.get('Content-Type')).toContain('multipart/form-data');
    });
  });

  it('hides delete, and edit/publish on sites without the grant, from a restricted editor', async () => {
    const user = userEvent.setup();
    renderSignedIn('/configs/site', 'editor');
    const demo = await findRow('栗子演示站');
    expect(await offersRowAction(user, demo, /发布首页/)).toBe(true);
    expect(await offersRowAction(user, demo, /修\s*改/)).toBe(true);
    expect(await offersRowAction(user, demo, /删\s*除/)).toBe(false);
    const english = await findRow('Chestnut English');
    expect(await offersRowAction(user, english, /删\s*除/)).toBe(false);
    expect(await offersRowAction(user, english, /修\s*改/)).toBe(false);
    expect(queryButton(/发布首页/, english)).toBeNull();
    expect(queryButton(/预\s*览/, english)).not.toBeNull();
  });
});
