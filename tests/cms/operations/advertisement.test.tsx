import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { lastBody } from './helpers';
import { mockDb } from '../../msw-server';
import { currentPath, renderSignedIn } from '../../render-app';
import {
  clickRowAction,
  findDialog,
  findRow,
  getButton,
  lastGet,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
} from '../../system/helpers';

setupScreenTests();

const space = () => {
  const found = mockDb().tables.pageWidgets.find((w) => w.siteId === '1' && w.type === 'ads');
  if (!found) throw new Error('seeded ad space');
  return found;
};

describe('advertising', () => {
  it('searches and pages ad spaces on the server, adds one with the path rule, and publishes a row', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/operations/advertisement');
    const row = await findRow('首页横幅广告');
    expect(lastGet(seen, '/cms/adspace')?.query.get('pageSize')).toBe('10');

    await user.type(within(searchForm()).getByLabelText('输入广告名称'), '横幅');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(lastGet(seen, '/cms/adspace')?.query.get('name')).toBe('横幅'));

    await clickRowAction(user, row, /发\s*布/);
    await toast('发布成功');
    expect(lastBody(seen, 'POST', '/cms/adspace/publish')).toEqual([space().pageWidgetId]);

    await user.click(getButton(/新\s*增/));
    const dialog = await findDialog('添加广告位');
    expect(within(dialog).getByLabelText('发布目录')).toHaveValue('include/ad/');
    await user.type(within(dialog).getByLabelText('名称'), '侧栏广告');
    await user.type(within(dialog).getByLabelText('编码'), 'side_ad');
    await user.click(within(dialog).getByLabelText('发布通道'));
    await user.click(await screen.findByText('PC', { selector: '.ant-select-item-option-content' }));
    await user.type(within(dialog).getByLabelText('发布目录'), '-x');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText('只能使用英文字母、数字、下划线和斜杠', {}, SLOW);
    await user.clear(within(dialog).getByLabelText('发布目录'));
    await user.type(within(dialog).getByLabelText('发布目录'), 'include/side/');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(lastBody(seen, 'POST', '/cms/adspace')).toEqual({
      catalogId: '0',
      type: 'ads',
      name: '侧栏广告',
      code: 'side_ad',
      publishPipeCode: 'pc',
      path: 'include/side/',
    });
  });

  it('edits a space: disables an ad, publishes after saving the changed card, opens the new-ad editor', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const id = space().pageWidgetId;
    renderSignedIn(`/cms/adspace/editor?id=${id}&from=adspace`);
    const ad = await findRow('秋季招生横幅');
    await user.click(getButton(/禁\s*用/, ad));
    await toast('修改成功');
    const adRow = mockDb().tables.advertisements.find((a) => a.name === '秋季招生横幅');
    expect(lastBody(seen, 'PUT', '/cms/advertisement/disable')).toEqual([adRow?.advertisementId]);
    expect(adRow?.state).toBe('1');

    const name = await screen.findByLabelText('名称');
    await user.clear(name);
    await user.type(name, '首页横幅');
    await user.click(getButton(/^发\s*布$/));
    await toast('发布成功');
    const saves = seen.filter((r) => r.method === 'PUT' && r.path === '/cms/pagewidget');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.query.get('type')).toBe('ads');
    expect(JSON.parse(String(saves[0]?.body))).toMatchObject({ pageWidgetId: id, name: '首页横幅' });
    expect(lastBody(seen, 'POST', '/cms/pagewidget/publish')).toEqual([id]);
    expect(space()).toMatchObject({ name: '首页横幅', state: '30' });

    await user.click(getButton(/新\s*增/));
    await waitFor(() => expect(currentPath()).toBe(`/cms/ad/editor?adSpaceId=${id}`), SLOW);
  });

  it('adds an ad with the new-ad defaults and returns to its space', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const id = space().pageWidgetId;
    renderSignedIn(`/cms/ad/editor?adSpaceId=${id}`);
    const editor = await screen.findByTestId('ad-editor', {}, SLOW);
    // The new ad's defaults fill the form once the ad types are loaded.
    await waitFor(() => expect(within(editor).getByLabelText('权重')).toHaveValue('100'), SLOW);
    expect(within(editor).getByLabelText('下线时间')).toHaveValue('2999-12-31 00:00:00');
    await user.type(within(editor).getByLabelText('广告名称'), '新广告');
    await user.type(within(editor).getByLabelText('跳转链接'), 'ad.example.com');
    await user.click(getButton(/保\s*存/));
    await within(editor).findByText('URL链接格式错误，必须以http(s)://开头', {}, SLOW);
    await user.clear(within(editor).getByLabelText('跳转链接'));
    await user.type(within(editor).getByLabelText('跳转链接'), 'https://ad.example.com');
    await user.click(getButton(/保\s*存/));
    await waitFor(() => expect(currentPath()).toBe(`/cms/adspace/editor?id=${id}&from=adspace`), SLOW);
    expect(lastBody(seen, 'POST', '/cms/advertisement')).toMatchObject({
      adSpaceId: id,
      type: 'image',
      name: '新广告',
      weight: 100,
      offlineDate: '2999-12-31 00:00:00',
      redirectUrl: 'https://ad.example.com',
    });
  });

  it('says an unknown page widget id', async () => {
    renderSignedIn('/cms/adspace/editor?id=abc');
    expect(await screen.findByText('页面部件ID错误：abc', {}, SLOW)).toBeInTheDocument();
  });
});
