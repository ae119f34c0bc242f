import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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

/** The checkbox of a node of the menu permission tree. */
function treeCheckbox(title: string, container: HTMLElement): HTMLElement {
  const node = within(container)
    .getAllByText(title)
    .map((el) => el.closest<HTMLElement>('.ant-tree-treenode'))
    .find(Boolean);
  const box = node?.querySelector<HTMLElement>('.ant-tree-checkbox');
  if (!box) throw new Error(`no tree node ${title}`);
  return box;
}

/** antd 6 drawers render `.ant-drawer-section` (the shared findDialog looks for the antd 5 class). */
async function findDrawer(title: RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const drawer = screen
      .getAllByText(title)
      .map((el) => el.closest<HTMLElement>('.ant-drawer-section, .ant-drawer-content'))
      .find(Boolean);
    if (!drawer) throw new Error(`no drawer titled ${String(title)}`);
    return drawer;
  }, SLOW);
}

const isChecked = (box: HTMLElement) => box.classList.contains('ant-tree-checkbox-checked');

describe('role management', () => {
  it('lists, searches with the backend parameter names, and switches a status after a confirm', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/role');
    const row = await findRow('超级管理员');
    expect(within(row).getByText('admin')).toBeInTheDocument();

    await user.type(within(searchForm()).getByLabelText('角色名称'), '编辑');
    await user.type(within(searchForm()).getByLabelText('角色编码'), 'editor');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('超级管理员')).toBe(false), SLOW);
    expect(await findRow('内容编辑')).toBeInTheDocument();
    expect(hasRow('网站编辑')).toBe(true);
    const request = lastGet(seen, '/system/role/list');
    expect(request?.query.get('roleName')).toBe('编辑');
    expect(request?.query.get('roleKey')).toBe('editor');
    expect(request?.query.get('pageNum')).toBe('1');
    expect(currentPath()).toContain('roleKey=editor');

    await user.click(within(await findRow('内容编辑')).getByRole('switch'));
    await confirmPopup(user, '确认要“停用”角色“内容编辑”吗？');
    await toast('操作成功');
    expect(mockDb().tables.roles.find((r) => r.roleId === '4')?.status).toBe('1');
    const put = seen.find((r) => r.method === 'PUT' && r.path === '/system/role/changeStatus');
    await waitFor(() => expect(JSON.parse(put?.body ?? '{}')).toEqual({ roleId: '4', status: '1' }));
  });

  it('validates a new role, then creates it', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/role');
    await findRow('超级管理员');
    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加角色');
    await user.click(getButton(/确\s*定/, dialog));
    // Name and key (antd shows the field errors one by one).
    await waitFor(() => expect(within(dialog).getAllByText(NAMED_REQUIRED).length).toBeGreaterThanOrEqual(2));

    await user.type(within(dialog).getByLabelText('角色名称'), '审计员');
    await user.type(within(dialog).getByLabelText('角色编码'), 'bad key');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText('只能使用大小写字母、数字和下划线', {}, SLOW);
    await user.clear(within(dialog).getByLabelText('角色编码'));
    await user.type(within(dialog).getByLabelText('角色编码'), 'auditor');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(await findRow('审计员')).toBeInTheDocument();
    expect(mockDb().tables.roles.find((r) => r.roleKey === 'auditor')).toMatchObject({
      roleName: '审计员',
      roleSort: 0,
      status: '0',
    });
  });

  it('edits a role loaded from its detail call', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/role');
    await clickRowAction(user, await findRow('普通角色'), /修\s*改/);
    const dialog = await findDialog('修改角色');
    const name = await within(dialog).findByLabelText('角色名称');
    expect(name).toHaveValue('普通角色');
    await user.clear(name);
    await user.type(name, '普通用户');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(await findRow('普通用户')).toBeInTheDocument();
    expect(mockDb().tables.roles.find((r) => r.roleId === '2')?.roleName).toBe('普通用户');
  });

  it('deletes after a confirm', async () => {
    mockDb().tables.roles.push({
      roleId: '90',
      roleName: '临时角色',
      roleKey: 'temp',
      roleSort: 90,
      status: '0',
    });
    const user = userEvent.setup();
    renderSignedIn('/system/role');
    await clickRowAction(user, await findRow('临时角色'), /删\s*除/);
    await confirmPopup(user, '是否确认删除角色编号为“90”的数据项？');
    await toast('删除成功');
    await waitFor(() => expect(hasRow('临时角色')).toBe(false));
    expect(mockDb().tables.roles.some((r) => r.roleId === '90')).toBe(false);
  });

  it('exports the current filters as Excel', async () => {
    saveAs.mockReset();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/role?status=0&pageNum=1');
    await findRow('超级管理员');
    await user.click(toolbarButton(/导\s*出/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1), SLOW);
    const request = seen.find((r) => r.method === 'POST' && r.path === '/system/role/list');
    expect(request?.headers.get('cc-export')).toBe('1');
    await waitFor(() => expect(request?.body).toContain('status=0'));
    expect(saveAs.mock.calls[0]?.[1]).toMatch(/^Export_SysRole_\d{14}\.xlsx$/);
  });

  it('grants menus by permission key in the permission drawer (checking a button checks its menu)', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/role');
    await clickRowAction(user, await findRow('测试角色'), /权限设置/);
    const drawer = await findDrawer(/权限设置 - 测试角色/);
    await within(drawer).findByText('角色新增', {}, SLOW);
    expect(isChecked(treeCheckbox('角色管理', drawer))).toBe(true);
    expect(isChecked(treeCheckbox('角色新增', drawer))).toBe(false);
    // Checking a button checks its menu and directory; unchecking a menu unchecks its buttons.
    await user.click(treeCheckbox('角色新增', drawer));
    expect(isChecked(treeCheckbox('角色新增', drawer))).toBe(true);
    await user.click(getButton(/保\s*存/, drawer));
    await toast('保存成功');
    const post = seen.find((r) => r.method === 'POST' && r.path === '/system/permission');
    await waitFor(() => expect(post?.body).toContain('system:role:add'));
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({ ownerType: 'Role', owner: '3', permType: 'Menu' });
    expect(
      mockDb().tables.permissions.find((p) => p.owner === '3' && p.permType === 'Menu')?.permissions,
    ).toContain('1008');
  });

  it('saves the site permissions tab', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/role');
    await clickRowAction(user, await findRow('测试角色'), /权限设置/);
    const drawer = await findDrawer(/权限设置 - 测试角色/);
    await user.click(within(drawer).getByText('站点权限'));
    const cell = await within(drawer).findByLabelText('栗子演示站 编辑', {}, SLOW);
    await user.click(cell);
    await user.click(getButton(/保\s*存/, drawer));
    await waitFor(() =>
      expect(seen.some((r) => r.method === 'PUT' && r.path === '/cms/perms/site')).toBe(true),
    );
    await waitFor(() =>
      expect(
        mockDb().tables.permissions.find((p) => p.owner === '3' && p.permType === 'Site')?.permissions,
      ).toEqual(['Site:View:1', 'Site:Edit:1']),
    );
  });

  it('shows a user without role write permissions no write buttons', async () => {
    // The `test` role may view roles (menu 101) but holds no role button permission.
    renderSignedIn('/system/role', 'test');
    await findRow('超级管理员');
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/, /导\s*出/, /权限设置/, /分配用户/])
      expect(queryButton(name, listPage())).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
    expect(within(await findRow('超级管理员')).getByRole('switch')).toBeDisabled();
  });
});

describe('users of a role', () => {
  it('adds users from the select dialog and removes them again', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/role');
    await clickRowAction(user, await findRow('测试角色'), /分配用户/);
    await waitFor(() => expect(currentPath()).toBe('/system/role-auth/user/3'), SLOW);
    // The URL moves at once; the role list stays on show until the users screen has rendered.
    await screen.findByTestId('role-users-page', {}, SLOW);
    expect(await findRow('test')).toBeInTheDocument();
    expect(hasRow('editor')).toBe(false);
    expect(lastGet(seen, '/system/role/authUser/allocatedList')?.query.get('roleId')).toBe('3');

    await user.click(toolbarButton(/添加用户/));
    const dialog = await findDialog('选择用户');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('请先选择用户', 'error');
    const editorRow = await waitFor(() => {
      const found = within(dialog)
        .getAllByText('editor')
        .map((el) => el.closest<HTMLElement>('tr'))
        .find(Boolean);
      if (!found) throw new Error('no editor row');
      return found;
    }, SLOW);
    expect(lastGet(seen, '/system/role/authUser/unallocatedList')?.query.get('roleId')).toBe('3');
    await user.click(editorRow);
    await user.click(getButton(/确\s*定/, dialog));
    await toast('操作成功');
    const grant = seen.find((r) => r.method === 'PUT' && r.path === '/system/role/authUser/grant');
    expect(grant?.query.get('roleId')).toBe('3');
    await waitFor(() => expect(JSON.parse(grant?.body ?? '[]')).toEqual(['3']));
    expect(await findRow('editor')).toBeInTheDocument();
    expect(mockDb().tables.users.find((u) => u.userId === '3')?.roleIds).toContain('3');

    await clickRowAction(user, await findRow('editor'), /移\s*除/);
    await confirmPopup(user, '是否确认移除选中的用户？');
    await waitFor(() => expect(hasRow('editor')).toBe(false), SLOW);
    const cancel = seen.find((r) => r.method === 'PUT' && r.path === '/system/role/authUser/cancel');
    expect(cancel?.query.get('roleId')).toBe('3');
    expect(mockDb().tables.users.find((u) => u.userId === '3')?.roleIds).not.toContain('3');

    // Batch remove needs a selection.
    await user.click(toolbarButton(/取消授权/));
    await toast('请先选择至少一条记录', 'warning');
  });
});
