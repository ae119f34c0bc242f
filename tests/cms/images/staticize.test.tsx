import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb, mockLogin } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import {
  confirmPopup,
  findDialog,
  getButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
} from '../../system/helpers';

setupScreenTests();
vi.setConfig({ testTimeout: 60_000 });

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel', { hidden: false });

describe('template directives', () => {
  it('shows tags, functions and system dynamic pages with their details, and keeps custom dynamic pages', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    setCurrentSiteId('1');
    renderSignedIn('/configs/staticize');
    await user.type(await screen.findByLabelText('输入模板标签名称', {}, SLOW), 'CMS_CONTENT_CL');
    await user.click(await within(panel()).findByText('<@cms_content_closest>', {}, SLOW));
    expect(await within(panel()).findByText('标签属性：')).toBeInTheDocument();
    expect(within(panel()).getByText(/^Prev( = .+)?$/)).toBeInTheDocument();

    await user.click(tab('模板函数'));
    await user.type(within(panel()).getByLabelText('输入模板函数名称'), 'dynamicPageLink');
    await user.click(await within(panel()).findByText('dynamicPageLink'));
    expect(await within(panel()).findByText('忽略`sid/pp`参数')).toBeInTheDocument();

    await user.click(tab('系统动态模板'));
    await user.click(await within(panel()).findByText('搜索结果页'));
    expect(await within(panel()).findByText('搜索词')).toBeInTheDocument();

    await user.click(tab('自定义动态模板'));
    const list = await screen.findByTestId('custom-dynamic-list');
    expect(await within(list).findByText('专题活动', {}, SLOW)).toBeInTheDocument();
    await user.click(getButton(/新\s*增/, list));
    let dialog = await findDialog('添加自定义动态模板页面');
    await user.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText('名称不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('名称'), '搜索');
    await user.type(within(dialog).getByLabelText('编码'), 'my_search');
    await user.type(within(dialog).getByLabelText('访问路径'), '/_search');
    await user.click(await within(dialog).findByLabelText('分页参数'));
    await user.type(within(dialog).getByLabelText('PC'), 'search.template.html');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('Conflict request handler mapping: _search', 'error');
    const path = within(dialog).getByLabelText('访问路径');
    await user.clear(path);
    await user.type(path, '/my/search');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    const add = seen.filter((r) => r.method === 'POST' && r.path === '/cms/dynamic_page').at(-1);
    expect(JSON.parse(add?.body ?? '{}')).toEqual({
      name: '搜索',
      code: 'my_search',
      path: '/my/search',
      initDataTypes: ['Pagination'],
      templates: { pc: 'search.template.html' },
    });
    const row = (await within(list).findByText('/my/search', {}, SLOW)).closest('tr') as HTMLElement;
    await user.click(getButton(/修\s*改/, row));
    dialog = await findDialog('编辑自定义动态模板页面');
    await waitFor(() => expect(within(dialog).getByLabelText('访问路径')).toBeDisabled());
    expect(within(dialog).getByLabelText('PC')).toHaveValue('search.template.html');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    const update = seen.filter((r) => r.method === 'PUT' && r.path === '/cms/dynamic_page').at(-1);
    const pageId = mockDb().tables.dynamicPages.find((p) => p.code === 'my_search')?.pageId;
    expect(JSON.parse(update?.body ?? '{}')).toMatchObject({ pageId, path: 'my/search', code: 'my_search' });

    await user.click(getButton(/删\s*除/, row));
    await confirmPopup(user, `“${pageId}”`);
    await toast('删除成功');
    expect(mockDb().tables.dynamicPages.some((p) => p.code === 'my_search')).toBe(false);
  });

  it('is refused by the mock without cms:staticize:view', async () => {
    const token = mockLogin('test');
    const res = await fetch('http://localhost/prod-api/cms/staticize/tags', {
      headers: { Authorization: `Bearer ${token}`, CurrentSite: '1' },
    });
    expect(((await res.json()) as { code: number }).code).toBe(403);
  });
});
