import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodyOf, firstRow, grantMenus, onSiteOne, pickOption } from './helpers';
import { call } from '../../mocks/helpers';
import { mockDb, mockLogin } from '../../msw-server';
import { currentPath, renderSignedIn } from '../../render-app';
import {
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  hasRow,
  lastGet,
  listPage,
  queryButton,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../../system/helpers';

setupScreenTests();
// Whole journeys through several dialogs: minutes on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });
onSiteOne();

describe('extension models', () => {
  it('searches, adds a model (refused on a taken table), opens its fields and deletes it by model objects', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/exmodel');
    const row = await firstRow('产品参数');
    expect(within(row).getByText('cms_exd_product')).toBeInTheDocument();
    expect(within(row).getByText('扩展模型')).toBeInTheDocument();

    await user.type(within(searchForm()).getByLabelText('输入模型名称/编码查询'), 'product');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('站点扩展信息')).toBe(false), SLOW);
    expect(lastGet(seen, '/cms/exmodel')?.query.get('query')).toBe('product');
    await user.click(getButton(/重\s*置/, searchForm()));
    await findRow('站点扩展信息');

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('新建模型');
    await user.type(within(dialog).getByLabelText('名称'), '活动信息');
    await user.type(within(dialog).getByLabelText('编码'), 'bad code');
    await pickOption(user, within(dialog).getByLabelText('数据表'), 'cms_exd_product');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText('只能使用大小写字母、数字和下划线', {}, SLOW);
    await user.clear(within(dialog).getByLabelText('编码'));
    await user.type(within(dialog).getByLabelText('编码'), 'event_info');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('数据库表“cms_exd_product”已被其他模型引用', 'error');
    expect(within(dialog).getByLabelText('名称')).toHaveValue('活动信息');

    await pickOption(user, within(dialog).getByLabelText('数据表'), 'cms_exd_event');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(await bodyOf(seen, 'POST', '/cms/exmodel')).toEqual({
      ownerType: 'CmsExtend',
      name: '活动信息',
      code: 'event_info',
      tableName: 'cms_exd_event',
    });
    const created = mockDb().tables.xmodels.find((m) => m.code === 'event_info');
    expect(created).toMatchObject({ ownerId: '1', isDefaultTable: false });

    await user.click(getButton(/编辑字段/, await findRow('活动信息')));
    await waitFor(() => expect(currentPath()).toBe(`/cms/exmodel/fields?modelId=${created?.modelId}`), SLOW);
    // The fields page renders after the path changes.
    await user.click(await waitFor(() => getButton(/关\s*闭/, listPage()), SLOW));
    await waitFor(() => expect(currentPath()).toBe('/configs/exmodel'), SLOW);

    await user.click(getButton(/删\s*除/, await findRow('活动信息')));
    await confirmPopup(user, '活动信息');
    await toast('删除成功');
    const removed = (await bodyOf(seen, 'DELETE', '/cms/exmodel')) as unknown as Record<string, unknown>[];
    expect(removed).toEqual([
      expect.objectContaining({ modelId: created?.modelId, name: '活动信息', tableName: 'cms_exd_event' }),
    ]);
    expect(mockDb().tables.xmodels.some((m) => m.code === 'event_info')).toBe(false);
  });

  it('shows a viewer no write buttons and the server refuses its writes', async () => {
    grantMenus('4', ['2037']);
    renderSignedIn('/configs/exmodel', 'editor');
    await firstRow('产品参数');
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/]) expect(queryButton(name, listPage())).toBeNull();
    expect(queryButton(/编辑字段/, listPage())).not.toBeNull();
    const denied = await call('/cms/exmodel', {
      method: 'POST',
      token: mockLogin('editor'),
      json: { name: 'x', code: 'x', tableName: 'cms_exd_default' },
    });
    expect(denied.code).toBe(403);
  });
});
