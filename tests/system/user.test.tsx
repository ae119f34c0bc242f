import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { xlsxBytes } from '@/lib/xlsx';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';
import { saveAs } from '../save-as-spy';
import {
  clickRowAction,
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

const deptTree = () => screen.findByTestId('user-dept-tree', {}, SLOW);

/** antd 6 drawers render `.ant-drawer-section` (the shared findDialog looks for the antd 5 class). */
async function findDrawer(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const drawer = screen
      .getAllByText(title)
      .map((el) => el.closest<HTMLElement>('.ant-drawer-section, .ant-drawer-content'))
      .find(Boolean);
    if (!drawer) throw new Error(`no drawer titled ${title}`);
    return drawer;
  }, SLOW);
}

/** Picks an option of an antd Select (the open dropdown's item with this title). */
async function pickOption(user: UserEvent, select: HTMLElement, title: string): Promise<void> {
  await user.click(select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === title,
    );
    if (!found) throw new Error(`no option ${title}`);
    return found;
  }, SLOW);
  await user.click(option);
}

describe('user management', () => {
  it('lists and searches with the backend parameter names, including the created-date range', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/user?dateRange=2000-01-01&dateRange=2099-12-31&pageNum=1');
    await waitFor(
      () => expect(screen.getByText(`共 ${mockDb().tables.users.length} 条`)).toBeInTheDocument(),
      SLOW,
    );
    const first = lastGet(seen, '/system/user/list');
    expect(first?.query.get('params[beginTime]')).toBe('2000-01-01');
    expect(first?.query.get('params[endTime]')).toBe('2099-12-31');

    await user.type(within(searchForm()).getByLabelText('用户名'), 'linyu');
    await user.type(within(searchForm()).getByLabelText('手机号码'), '1');
    await user.click(getButton(/搜\s*索/, searchForm()));
    const row = await findRow('linyutong');
    expect(within(row).getByText('Tina')).toBeInTheDocument();
    expect(within(row).getByText('网站编辑组')).toBeInTheDocument();
    expect(await within(row).findByText('正常')).toBeInTheDocument();
    await waitFor(() => expect(lastGet(seen, '/system/user/list')?.query.get('userName')).toBe('linyu'));
    const request = lastGet(seen, '/system/user/list');
    expect(request?.query.get('phoneNumber')).toBe('1');
    expect(request?.query.get('pageNum')).toBe('1');
    expect(request?.query.get('pageSize')).toBe('20');
    expect(currentPath()).toContain('userName=linyu');
  });

  it('filters by the department tree (searchable), sending deptId, and Reset clears it', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/user');
    const tree = await deptTree();
    await within(tree).findByText('网站编辑组', {}, SLOW);
    await user.type(within(tree).getByLabelText('请输入部门名称'), '网站');
    await waitFor(() => expect(within(tree).queryByText('财务部')).toBeNull());
    expect(within(tree).getByText('信息宣传部')).toBeInTheDocument();

    await user.click(within(tree).getByText('网站编辑组'));
    await waitFor(() => expect(lastGet(seen, '/system/user/list')?.query.get('deptId')).toBe('209'));
    expect(await findRow('linyutong')).toBeInTheDocument();
    await waitFor(() => expect(hasRow('zhoujianguo')).toBe(false));
    // A search keeps the department.
    await user.type(within(searchForm()).getByLabelText('用户名'), 'lin');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(lastGet(seen, '/system/user/list')?.query.get('userName')).toBe('lin'));
    expect(lastGet(seen, '/system/user/list')?.query.get('deptId')).toBe('209');

    await user.click(getButton(/重\s*置/, searchForm()));
    await waitFor(() => expect(currentPath()).not.toContain('deptId'));
    expect(tree.querySelector('.ant-tree-treenode-selected')).toBeNull();
  });

  it('validates a new user (rules and password policy), then creates it in the picked department', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/user');
    const tree = await deptTree();
    await user.click(await within(tree).findByText('财务部', {}, SLOW));
    await waitFor(() => expect(currentPath()).toContain('deptId=211'));
    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加用户');
    await user.click(getButton(/确\s*定/, dialog));
    // User name, nickname, password and gender; the department comes from the tree.
    await waitFor(() => expect(within(dialog).getAllByText(NAMED_REQUIRED)).toHaveLength(4), SLOW);

    await user.type(within(dialog).getByLabelText('用户名'), 'a');
    await user.type(within(dialog).getByLabelText('昵称'), 'Newbie');
    await user.type(within(dialog).getByLabelText('密码'), 'abcdefg');
    await user.type(within(dialog).getByLabelText('手机号码'), '123');
    await user.type(within(dialog).getByLabelText('邮箱'), 'bad');
    await pickOption(user, within(dialog).getByLabelText('性别'), '女');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText('密码不符合安全规则（需同时包含字母和数字等）', {}, SLOW);
    // Each field settles its rules on its own: wait for the user-name length message too. Found is
    // shown: a node held past the find may already be one antd replaced when the field re-validated.
    await within(dialog).findByText(/2.*20/, {}, SLOW);

    await user.clear(within(dialog).getByLabelText('用户名'));
    await user.type(within(dialog).getByLabelText('用户名'), 'newbie');
    await user.clear(within(dialog).getByLabelText('密码'));
    await user.type(within(dialog).getByLabelText('密码'), 'Newbie2025');
    await user.clear(within(dialog).getByLabelText('手机号码'));
    await user.type(within(dialog).getByLabelText('手机号码'), '13900001234');
    await user.clear(within(dialog).getByLabelText('邮箱'));
    await user.type(within(dialog).getByLabelText('邮箱'), 'newbie@ecca.example');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(await findRow('newbie')).toBeInTheDocument();
    const created = mockDb().tables.users.find((u) => u.userName === 'newbie');
    expect(created).toMatchObject({ deptId: '211', nickName: 'Newbie', sex: '1', status: '0' });
    expect(mockDb().tables.credentials[created?.userId ?? '']).toBe('Newbie2025');
  });

  it('edits a user loaded from its detail (status in the form, no password sent)', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/user?userName=linyutong&pageNum=1');
    await user.click(getButton(/修\s*改/, await findRow('linyutong')));
    const dialog = await findDialog('修改用户');
    const nick = await within(dialog).findByLabelText('昵称', {}, SLOW);
    expect(nick).toHaveValue('Tina');
    expect(within(dialog).queryByLabelText('密码')).toBeNull();
    expect(within(dialog).queryByLabelText('用户名')).toBeNull();
    await user.clear(nick);
    await user.type(nick, 'Tina Lin');
    await user.click(within(dialog).getByLabelText('封禁'));
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(await findRow('Tina Lin')).toBeInTheDocument();
    expect(mockDb().tables.users.find((u) => u.userName === 'linyutong')).toMatchObject({
      nickName: 'Tina Lin',
      status: '1',
    });
    const put = seen.find((r) => r.method === 'PUT' && r.path === '/system/user');
    await waitFor(() => expect(put?.body).toContain('"nickName":"Tina Lin"'));
    expect(put?.body).not.toContain('"password"');
  });

  it('resets a password through the dialog, checking the policy first', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/user?userName=linyutong&pageNum=1');
    await clickRowAction(user, await findRow('linyutong'), /重置密码/);
    const dialog = await findDialog('请输入用户“linyutong”的新密码');
    await user.type(within(dialog).getByLabelText('新密码'), '123');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText('密码长度必须介于 6 和 24 之间', {}, SLOW);
    await user.clear(within(dialog).getByLabelText('新密码'));
    await user.type(within(dialog).getByLabelText('新密码'), 'Tina2026x');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功，新密码是：Tina2026x');
    const target = mockDb().tables.users.find((u) => u.userName === 'linyutong');
    expect(mockDb().tables.credentials[target?.userId ?? '']).toBe('Tina2026x');
  });

  it('assigns roles in the drawer', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/user?userName=linyutong&pageNum=1');
    await clickRowAction(user, await findRow('linyutong'), /分配角色/);
    const drawer = await findDrawer('分配角色');
    const row = await waitFor(() => {
      const found = within(drawer).getByText('财务人员').closest('tr');
      if (!found) throw new Error('no role row');
      return found;
    }, SLOW);
    await user.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click(getButton(/保\s*存/, drawer));
    await toast('操作成功');
    expect(mockDb().tables.users.find((u) => u.userName === 'linyutong')?.roleIds).toContain('8');
  });

  it('deletes after a confirm; the super admin has no delete button', async () => {
    const user = userEvent.setup();
    const first = renderSignedIn('/system/user?userName=admin&pageNum=1');
    const admin = await findRow('超级管理员');
    expect(queryButton(/删\s*除/, admin)).toBeNull();
    expect(queryButton(/分配角色/, admin)).toBeNull();
    first.unmount();

    const target = mockDb().tables.users.find((u) => u.userName === 'zhangwei');
    renderSignedIn('/system/user?userName=zhangwei&pageNum=1');
    await user.click(getButton(/删\s*除/, await findRow('zhangwei')));
    await confirmPopup(user, `是否确认删除用户编号为“${target?.userId}”的数据项？`);
    await toast('删除成功');
    await waitFor(() => expect(hasRow('zhangwei')).toBe(false));
    expect(mockDb().tables.users.some((u) => u.userName === 'zhangwei')).toBe(false);
  });

  it('exports the current filters as Excel', async () => {
    saveAs.mockReset();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/user?status=0&deptId=209&pageNum=1');
    await findRow('linyutong');
    await user.click(toolbarButton(/导\s*出/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const request = seen.find((r) => r.method === 'POST' && r.path === '/system/user/list');
    expect(request?.headers.get('cc-export')).toBe('1');
    await waitFor(() => expect(request?.body).toContain('deptId=209'));
    expect(request?.body).toContain('status=0');
    expect(saveAs.mock.calls[0]?.[1]).toMatch(/^Export_SysUser_\d{14}\.xlsx$/);
  });

  it('imports an Excel file with "update existing" and shows the report', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/user');
    await waitFor(() => expect(lastGet(seen, '/system/user/list')).toBeDefined(), SLOW);
    await user.click(toolbarButton(/导\s*入/));
    const dialog = await findDialog('用户导入');
    await user.click(getButton(/下载模板/, dialog));
    await waitFor(() =>
      expect(seen.some((r) => r.method === 'POST' && r.path === '/system/user/importTemplate')).toBe(true),
    );
    const sheet = xlsxBytes('UserImportData', [
      [
        '用户名',
        '昵称',
        '部门名称',
        '岗位编码',
        '角色编码',
        '手机号码',
        '邮箱',
        '性别',
        '状态',
        '密码',
        '备注',
      ],
      ['linyutong', '林雨桐2', '网站编辑组', '', '', '', '', '1', '0', 'Tina2025', ''],
    ]);
    const picker = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, new File([new Uint8Array(sheet)], 'users.xlsx'));
    await user.click(within(dialog).getByLabelText('是否更新已经存在的数据'));
    await user.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText(/成功数：1，失败数：0/, {}, SLOW)).toBeInTheDocument();
    const post = seen.find((r) => r.method === 'POST' && r.path === '/system/user/importData');
    await waitFor(() => expect(post?.body).toContain('updateSupport'));
    expect(mockDb().tables.users.find((u) => u.userName === 'linyutong')?.nickName).toBe('林雨桐2');
  });

  it('shows restricted users only the buttons they hold', async () => {
    // `editor` holds system:user:view and system:user:export only.
    const editor = renderSignedIn('/system/user?userName=linyutong&pageNum=1', 'editor');
    await findRow('linyutong');
    await waitFor(() => expect(toolbarButton(/导\s*出/)).toBeInTheDocument(), SLOW);
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/, /导\s*入/])
      expect(queryButton(name, listPage())).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
    editor.unmount();

    // `test` may only view users.
    renderSignedIn('/system/user?userName=linyutong&pageNum=1', 'test');
    await findRow('linyutong');
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/, /导\s*入/, /导\s*出/])
      expect(queryButton(name, listPage())).toBeNull();
  });
});
