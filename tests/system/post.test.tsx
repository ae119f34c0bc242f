import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';
import { saveAs } from '../save-as-spy';
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
} from './helpers';
import { NAMED_REQUIRED } from '../required-message';

setupScreenTests();

describe('post management', () => {
  it('lists, searches with the backend parameter names in the URL, and resets', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/post');
    const row = await findRow('董事长');
    expect(within(row).getByText('ceo')).toBeInTheDocument();
    expect(await within(row).findByText('启用')).toBeInTheDocument();
    expect(screen.getByText('共 5 条')).toBeInTheDocument();

    await user.type(within(searchForm()).getByLabelText('岗位编码'), 'se');
    await user.type(within(searchForm()).getByLabelText('岗位名称'), '经理');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('董事长')).toBe(false));
    expect(await findRow('项目经理')).toBeInTheDocument();
    const request = lastGet(seen, '/system/post/list');
    expect(request?.query.get('postCode')).toBe('se');
    expect(request?.query.get('postName')).toBe('经理');
    expect(request?.query.get('pageNum')).toBe('1');
    expect(request?.query.get('pageSize')).toBe('20');
    expect(currentPath()).toContain('postCode=se');

    await user.click(getButton(/重\s*置/, searchForm()));
    expect(await findRow('董事长')).toBeInTheDocument();
    expect(within(searchForm()).getByLabelText('岗位编码')).toHaveValue('');
  });

  it('restores the list from a shared link', async () => {
    renderSignedIn('/system/post?postName=%E7%BC%96%E8%BE%91&pageNum=1');
    expect(await findRow('编辑')).toBeInTheDocument();
    expect(hasRow('董事长')).toBe(false);
    expect(within(searchForm()).getByLabelText('岗位名称')).toHaveValue('编辑');
  });

  it('validates a new post, shows the server conflict keeping the input, then creates it', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/post');
    await findRow('董事长');
    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加岗位');
    await user.click(getButton(/确\s*定/, dialog));
    // The rules run per field: wait for both messages, not the first.
    await waitFor(
      () => expect(within(dialog).getAllByText(NAMED_REQUIRED).length).toBeGreaterThanOrEqual(2),
      SLOW,
    );
    expect(within(dialog).getByText('岗位名称不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('岗位名称'), '董事长');
    await user.type(within(dialog).getByLabelText('岗位编码'), 'bad code');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText('只能使用大小写字母、数字和下划线', {}, SLOW);

    await user.clear(within(dialog).getByLabelText('岗位编码'));
    await user.type(within(dialog).getByLabelText('岗位编码'), 'ops');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('数据[董事长]冲突', 'error');
    expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('董事长');

    await user.clear(within(dialog).getByLabelText('岗位名称'));
    await user.type(within(dialog).getByLabelText('岗位名称'), '运维');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(await findRow('运维')).toBeInTheDocument();
    expect(mockDb().tables.posts.find((p) => p.postCode === 'ops')).toMatchObject({
      postSort: 0,
      status: '0',
    });
  });

  it('edits a post loaded from its detail call, and asks before dropping changes', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/post');
    await user.click(getButton(/修\s*改/, await findRow('人力资源')));
    const dialog = await findDialog('修改岗位');
    const name = await within(dialog).findByLabelText('岗位名称');
    expect(name).toHaveValue('人力资源');
    await user.clear(name);
    await user.type(name, '人事');

    await user.click(getButton(/取\s*消/, dialog));
    await screen.findAllByText('放弃未保存的修改？');
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    await user.click(getButton(/继续编辑/));
    expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('人事');

    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(await findRow('人事')).toBeInTheDocument();
    expect(mockDb().tables.posts.find((p) => p.postId === '3')?.postName).toBe('人事');
  });

  it('deletes after a confirm; the batch delete asks for a selection and shows server refusals', async () => {
    // Every seeded post has staff; this one has none.
    mockDb().tables.posts.push({
      postId: '90',
      postCode: 'temp',
      postName: '临时岗位',
      postSort: 9,
      status: '0',
    });
    const user = userEvent.setup();
    renderSignedIn('/system/post');
    await findRow('董事长');
    await user.click(toolbarButton(/删\s*除/));
    await toast('请先选择至少一条记录', 'warning');

    await user.click(getButton(/删\s*除/, await findRow('临时岗位')));
    await confirmPopup(user, '是否确认删除岗位编号为“90”的数据项？');
    await toast('删除成功');
    await waitFor(() => expect(hasRow('临时岗位')).toBe(false));
    expect(mockDb().tables.posts.some((p) => p.postId === '90')).toBe(false);

    const row = await findRow('董事长');
    await user.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click(toolbarButton(/删\s*除/));
    await confirmPopup(user, '“1”');
    await toast('请先删除岗位“董事长”关联的用户', 'error');
    expect(mockDb().tables.posts).toHaveLength(5);
  });

  it('exports the current filters as Excel', async () => {
    saveAs.mockReset();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/post?status=0&pageNum=1');
    await findRow('董事长');
    await user.click(toolbarButton(/导\s*出/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const request = seen.find((r) => r.method === 'POST' && r.path === '/system/post/list');
    expect(request?.headers.get('cc-export')).toBe('1');
    await waitFor(() => expect(request?.body).toContain('status=0'));
    expect(saveAs.mock.calls[0]?.[1]).toMatch(/^Export_SysPost_\d{14}\.xlsx$/);
  });

  it('shows a user without post permissions no write buttons', async () => {
    const db = mockDb();
    // The `test` role may view posts (menu 104) but holds no post button permission.
    db.tables.permissions = db.tables.permissions.map((p) =>
      p.owner === '3' && p.permType === 'Menu' ? { ...p, permissions: [...p.permissions, '104'] } : p,
    );
    renderSignedIn('/system/post', 'test');
    await findRow('董事长');
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/, /导\s*出/])
      expect(queryButton(name, listPage())).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
