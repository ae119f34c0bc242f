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
import { NAMED_REQUIRED } from '../required-message';

setupScreenTests();

/** A top-level menu without children, so it is a root row of the (collapsed) tree. */
function pushMenu(menuId: string, menuName: string) {
  mockDb().tables.menus.push({
    menuId,
    parentId: '0',
    menuName,
    orderNum: 99,
    path: 'tmp',
    component: '',
    query: '',
    isFrame: 'N',
    isCache: 'Y',
    menuType: 'M',
    visible: 'Y',
    status: '0',
    perms: '',
    icon: '',
  });
}

describe('menu management', () => {
  it('shows the tree collapsed, expands and collapses it, and searches by name and status', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/menu');
    const root = await findRow('系统管理');
    expect(within(root).getByText('system:view')).toBeInTheDocument();
    expect(hasRow('菜单管理')).toBe(false);

    await user.click(toolbarButton(/展\s*开/));
    const row = await findRow('菜单管理');
    expect(within(row).getByText('system/menu/index')).toBeInTheDocument();
    await user.click(toolbarButton(/收\s*起/));
    await waitFor(() => expect(hasRow('菜单管理')).toBe(false));

    await user.type(within(searchForm()).getByLabelText('菜单名称'), '部门');
    await user.click(getButton(/搜\s*索/, searchForm()));
    // A match whose parent is filtered out becomes a root of its own.
    expect(await findRow('部门管理')).toBeInTheDocument();
    await waitFor(() => expect(hasRow('系统管理')).toBe(false));
    const request = lastGet(seen, '/system/menu/list');
    expect(request?.query.get('menuName')).toBe('部门');
    // Not paged: no paging parameters.
    expect(request?.query.has('pageNum')).toBe(false);
    expect(currentPath()).toContain('menuName=');
  });

  it('passes the status filter of a shared link to the server', async () => {
    const seen = recordRequests();
    // Not the System directory itself: a disabled menu also leaves the router.
    mockDb().tables.menus.find((m) => m.menuId === '2025')!.status = '1';
    renderSignedIn('/system/menu?status=1');
    expect(await findRow('内容管理')).toBeInTheDocument();
    expect(hasRow('系统管理')).toBe(false);
    expect(lastGet(seen, '/system/menu/list')?.query.get('status')).toBe('1');
  });

  it('validates a new directory, shows fields by type, then creates it', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/menu');
    await findRow('系统管理');
    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加菜单');
    await user.click(getButton(/确\s*定/, dialog));
    // antd settles each field's rules on its own: wait for both messages, not the first.
    await waitFor(() => expect(within(dialog).getAllByText(NAMED_REQUIRED).length).toBeGreaterThanOrEqual(2));

    // A button has no route, icon or link flags; a menu adds component, params and cache.
    await user.click(within(dialog).getByLabelText('按钮'));
    await waitFor(() => expect(within(dialog).queryByLabelText('路由地址')).toBeNull());
    expect(within(dialog).queryByLabelText('是否外链')).toBeNull();
    await user.click(within(dialog).getByLabelText('菜单'));
    expect(await within(dialog).findByLabelText('组件路径')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('路由参数')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('目录'));
    await waitFor(() => expect(within(dialog).queryByLabelText('组件路径')).toBeNull());

    await user.type(within(dialog).getByLabelText('菜单名称'), '协会门户');
    await user.type(within(dialog).getByLabelText('路由地址'), 'portal');
    await user.click(within(dialog).getAllByLabelText('是')[0]!);
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText(/必须以http\(s\):\/\/开头/, {}, SLOW);
    await user.click(within(dialog).getAllByLabelText('否')[0]!);

    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(await findRow('协会门户')).toBeInTheDocument();
    expect(mockDb().tables.menus.find((m) => m.menuName === '协会门户')).toMatchObject({
      parentId: '0',
      menuType: 'M',
      path: 'portal',
      isFrame: 'N',
      visible: 'Y',
      status: '0',
    });
  });

  it('adds a child under a row with the parent preset', async () => {
    pushMenu('9001', '临时目录');
    const user = userEvent.setup();
    renderSignedIn('/system/menu');
    await user.click(getButton(/新\s*增/, await findRow('临时目录')));
    const dialog = await findDialog('添加菜单');
    expect(await within(dialog).findByText('临时目录')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('按钮'));
    await user.type(within(dialog).getByLabelText('菜单名称'), '临时按钮');
    await user.type(within(dialog).getByLabelText('权限标识'), 'tmp:btn');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(mockDb().tables.menus.find((m) => m.menuName === '临时按钮')).toMatchObject({
      parentId: '9001',
      menuType: 'F',
      perms: 'tmp:btn',
    });
  });

  it('edits a menu loaded from its detail call', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/menu');
    await findRow('系统管理');
    await user.click(toolbarButton(/展\s*开/));
    await user.click(getButton(/修\s*改/, await findRow('岗位管理')));
    const dialog = await findDialog('修改菜单');
    const name = await within(dialog).findByLabelText('菜单名称');
    expect(name).toHaveValue('岗位管理');
    expect(within(dialog).getByLabelText('组件路径')).toHaveValue('system/post/index');
    await user.clear(name);
    await user.type(name, '岗位设置');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(mockDb().tables.menus.find((m) => m.menuId === '104')).toMatchObject({
      menuName: '岗位设置',
      parentId: '1',
      component: 'system/post/index',
    });
  });

  it('deletes after a confirm naming the menu, and shows the refusal for a menu with children', async () => {
    pushMenu('9002', '待删目录');
    const user = userEvent.setup();
    renderSignedIn('/system/menu');
    await user.click(getButton(/删\s*除/, await findRow('待删目录')));
    await confirmPopup(user, '是否确认删除名称为“待删目录”的数据项？');
    await toast('删除成功');
    await waitFor(() => expect(hasRow('待删目录')).toBe(false));
    expect(mockDb().tables.menus.some((m) => m.menuId === '9002')).toBe(false);

    await user.click(getButton(/删\s*除/, await findRow('系统管理')));
    await confirmPopup(user, '“系统管理”');
    await toast('请先删除子菜单', 'error');
    expect(mockDb().tables.menus.some((m) => m.menuId === '1')).toBe(true);
  });

  it('shows a user without menu permissions no write buttons', async () => {
    const db = mockDb();
    // The `test` role may view menus (menu 102) but holds no menu button permission.
    db.tables.permissions = db.tables.permissions.map((p) =>
      p.owner === '3' && p.permType === 'Menu' ? { ...p, permissions: [...p.permissions, '102'] } : p,
    );
    renderSignedIn('/system/menu', 'test');
    await findRow('系统管理');
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/]) expect(queryButton(name, listPage())).toBeNull();
    expect(toolbarButton(/展\s*开/)).toBeInTheDocument();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
