import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';
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
import { expectRequiredMessages } from '../required-message';

setupScreenTests();

describe('department management', () => {
  it('shows the tree expanded, collapses it, and searches with the backend parameter names', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/dept');
    expect(await findRow('栗子科技')).toBeInTheDocument();
    const grandchild = await findRow('新闻组');
    expect(await within(grandchild).findByText('启用')).toBeInTheDocument();

    await user.click(toolbarButton(/收\s*起/));
    await waitFor(() => expect(hasRow('新闻组')).toBe(false));
    await user.click(toolbarButton(/展\s*开/));
    expect(await findRow('新闻组')).toBeInTheDocument();

    await user.type(within(searchForm()).getByLabelText('部门名称'), '咨询');
    await user.click(getButton(/搜\s*索/, searchForm()));
    expect(await findRow('咨询业务部')).toBeInTheDocument();
    expect(await findRow('投资咨询组')).toBeInTheDocument();
    await waitFor(() => expect(hasRow('栗子科技')).toBe(false));
    const request = lastGet(seen, '/system/dept/list');
    expect(request?.query.get('deptName')).toBe('咨询');
    expect(request?.query.has('pageNum')).toBe(false);
    expect(currentPath()).toContain('deptName=');
  });

  it('passes the status filter of a shared link to the server', async () => {
    const seen = recordRequests();
    renderSignedIn('/system/dept?status=1');
    expect(await findRow('运营部')).toBeInTheDocument();
    expect(hasRow('研发部')).toBe(false);
    expect(lastGet(seen, '/system/dept/list')?.query.get('status')).toBe('1');
  });

  it('asks for parent and name, checks phone and email, then adds a child department', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/dept');
    await findRow('栗子科技');
    await user.click(toolbarButton(/新\s*增/));
    let dialog = await findDialog('添加部门');
    await user.click(getButton(/确\s*定/, dialog));
    await expectRequiredMessages(dialog, 2);
    await user.click(getButton(/取\s*消/, dialog));
    await waitFor(() => expect(screen.queryByText('添加部门')).toBeNull());

    await user.click(getButton(/新\s*增/, await findRow('研发部')));
    dialog = await findDialog('添加部门');
    expect(await within(dialog).findByText('研发部')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('部门名称'), '前端组');
    await user.type(within(dialog).getByLabelText('联系电话'), '12345');
    await user.type(within(dialog).getByLabelText('邮箱'), 'not-a-mail');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText('手机号码格式错误', {}, SLOW);
    expect(within(dialog).getByText('邮箱格式错误')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('联系电话'));
    await user.type(within(dialog).getByLabelText('联系电话'), '13900001111');
    await user.clear(within(dialog).getByLabelText('邮箱'));
    await user.type(within(dialog).getByLabelText('邮箱'), 'fe@chestnut.example');
    await user.type(within(dialog).getByLabelText('负责人'), '张三');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(await findRow('前端组')).toBeInTheDocument();
    expect(mockDb().tables.depts.find((d) => d.deptName === '前端组')).toMatchObject({
      parentId: '101',
      ancestors: '0,100,101',
      orderNum: 0,
      phone: '13900001111',
      email: 'fe@chestnut.example',
      leader: '张三',
      status: '0',
    });
  });

  it('edits a department, showing its parent read-only', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/dept');
    await user.click(getButton(/修\s*改/, await findRow('研发部')));
    const dialog = await findDialog('修改部门');
    const name = await within(dialog).findByLabelText('部门名称');
    expect(name).toHaveValue('研发部');
    expect(within(dialog).getByText('栗子科技')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.clear(name);
    await user.type(name, '技术部');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(await findRow('技术部')).toBeInTheDocument();
    expect(mockDb().tables.depts.find((d) => d.deptId === '101')).toMatchObject({
      deptName: '技术部',
      parentId: '100',
    });
  });

  it('deletes after a confirm, never offers the root, and shows server refusals', async () => {
    mockDb().tables.depts.push({
      deptId: '900',
      parentId: '100',
      ancestors: '0,100',
      deptName: '临时部门',
      orderNum: 9,
      status: '0',
    });
    const user = userEvent.setup();
    renderSignedIn('/system/dept');
    expect(queryButton(/删\s*除/, await findRow('栗子科技'))).toBeNull();

    await user.click(getButton(/删\s*除/, await findRow('临时部门')));
    await confirmPopup(user, '是否确认删除名称为“临时部门”的数据项？');
    await toast('删除成功');
    await waitFor(() => expect(hasRow('临时部门')).toBe(false));
    expect(mockDb().tables.depts.some((d) => d.deptId === '900')).toBe(false);

    await user.click(getButton(/删\s*除/, await findRow('测试部')));
    await confirmPopup(user, '“测试部”');
    await toast('机构删失败：请先移除机构关联用户', 'error');
    expect(mockDb().tables.depts.some((d) => d.deptId === '103')).toBe(true);
  });

  it('shows a user without department permissions no write buttons', async () => {
    // The `test` role may view departments (menu 103) but holds no department button permission.
    renderSignedIn('/system/dept', 'test');
    await findRow('栗子科技');
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/]) expect(queryButton(name, listPage())).toBeNull();
    expect(toolbarButton(/收\s*起/)).toBeInTheDocument();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
