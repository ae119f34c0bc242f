import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { lastBody, openContentPage, findFirstRow } from './content-helpers';
import { NAMED_REQUIRED } from '../required-message';
import {
  findDialog,
  findRow,
  getButton,
  lastGet,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();
// Long multi-step flows on a machine shared with other test runs.
vi.setConfig({ testTimeout: 180_000 });

describe('page widgets tab', () => {
  it('lists the widgets, validates a new one, then adds it', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    openContentPage('news', 'admin', '&tab=pageWidget');
    const row = await findFirstRow('首页横幅广告');
    expect(within(row).getByText('home_banner')).toBeInTheDocument();
    expect(within(row).getByText('include/ads/')).toBeInTheDocument();
    expect(lastGet(seen, '/cms/pagewidget')?.query.get('catalogId')).toBeTruthy();

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加页面部件');
    await user.click(getButton(/确\s*定/, dialog));
    // All three at once: findAllByText answers as soon as one is there, and the others may still come.
    await waitFor(
      () => expect(within(dialog).getAllByText(NAMED_REQUIRED).length).toBeGreaterThanOrEqual(3),
      SLOW,
    );

    await user.click(within(dialog).getByLabelText('类型'));
    await user.click(await screen.findByText('自定义区块', { selector: '.ant-select-item-option-content' }));
    await user.type(within(dialog).getByLabelText('名称'), '侧栏区块');
    await user.type(within(dialog).getByLabelText('编码'), 'side block');
    await user.click(within(dialog).getByLabelText('发布通道'));
    await user.click(await screen.findByText('PC', { selector: '.ant-select-item-option-content' }));
    await user.clear(within(dialog).getByLabelText('发布目录'));
    await user.type(within(dialog).getByLabelText('发布目录'), 'include/side-block/');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText('只能使用大小写字母、数字和下划线', {}, SLOW);
    await within(dialog).findByText('只能使用大小写字母、数字、下划线和“/”', {}, SLOW);

    await user.clear(within(dialog).getByLabelText('编码'));
    await user.type(within(dialog).getByLabelText('编码'), 'side_block');
    await user.clear(within(dialog).getByLabelText('发布目录'));
    await user.type(within(dialog).getByLabelText('发布目录'), 'include/side_block/');
    await user.click(getButton(/确\s*定/, dialog));
    const body = (await lastBody(seen, 'POST', '/cms/pagewidget')) as Record<string, string>;
    expect(body).toMatchObject({
      type: 'manual',
      name: '侧栏区块',
      code: 'side_block',
      publishPipeCode: 'pc',
      path: 'include/side_block/',
    });
    const post = seen.filter((r) => r.method === 'POST' && r.path === '/cms/pagewidget').at(-1);
    expect(post?.query.get('type')).toBe('manual');
    await toast('新增成功');
    expect(await findRow('侧栏区块')).toBeInTheDocument();
    expect(mockDb().tables.pageWidgets.some((w) => w.code === 'side_block')).toBe(true);
  });

  it('publishes and deletes a widget', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    openContentPage('news', 'admin', '&tab=pageWidget');
    const row = await findFirstRow('头条推荐区块');
    const widget = mockDb().tables.pageWidgets.find((w) => w.code === 'headline' && w.siteId === '1');
    await user.click(within(row).getByText(/发\s*布/));
    expect(await lastBody(seen, 'POST', '/cms/pagewidget/publish')).toEqual([widget?.pageWidgetId]);
    await toast('发布成功');
    await waitFor(() => expect(within(row).getByText('已发布')).toBeInTheDocument(), SLOW);
  });
});
