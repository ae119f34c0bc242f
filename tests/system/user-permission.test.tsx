import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import {
  findRow,
  clickRowAction,
  getButton,
  lastGet,
  queryButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
} from './helpers';

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
const target = () => mockDb().tables.users.find((u) => u.userName === 'linyutong');

describe('user permission setting', () => {
  it("grants a user menus of their own beside their roles' (shown checked and read-only)", async () => {
    const userId = target()?.userId ?? '';
    // The user's role holds "用户管理" (system:user:view), so it is inherited.
    const roleId = target()?.roleIds[0] ?? '';
    const roleGrant = mockDb().tables.permissions.find(
      (p) => p.ownerType === 'Role' && p.owner === roleId && p.permType === 'Menu',
    );
    if (roleGrant) roleGrant.permissions = [...roleGrant.permissions, '1', '100'];
    else
      mockDb().tables.permissions.push({
        permissionId: mockDb().nextId(),
        ownerType: 'Role',
        owner: roleId,
        permType: 'Menu',
        permissions: ['1', '100'],
      });

    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/user?userName=linyutong&pageNum=1');
    await clickRowAction(user, await findRow('linyutong'), /权限设置/);
    const drawer = await findDrawer(/权限设置 - linyutong/);
    await within(drawer).findByText('角色新增', {}, SLOW);
    const read = lastGet(seen, '/system/permission/menu');
    expect(read?.query.get('ownerType')).toBe('User');
    expect(read?.query.get('owner')).toBe(userId);

    const inherited = treeCheckbox('用户管理', drawer);
    expect(isChecked(inherited)).toBe(true);
    expect(inherited.classList.contains('ant-tree-checkbox-disabled')).toBe(true);
    expect(isChecked(treeCheckbox('角色新增', drawer))).toBe(false);
    await user.click(treeCheckbox('角色新增', drawer));
    await user.click(getButton(/保\s*存/, drawer));
    await toast('保存成功');
    const post = seen.find((r) => r.method === 'POST' && r.path === '/system/permission');
    await waitFor(() => expect(post?.body).toContain('system:role:add'));
    const body = JSON.parse(post?.body ?? '{}') as { permissions: string[] };
    expect(body).toMatchObject({ ownerType: 'User', owner: userId, permType: 'Menu' });
    // Inherited keys are the role's, not saved for the user.
    expect(body.permissions).not.toContain('system:user:view');
    expect(
      mockDb().tables.permissions.find(
        (p) => p.ownerType === 'User' && p.owner === userId && p.permType === 'Menu',
      )?.permissions,
    ).toContain('1008');
  });

  it('saves the site tab for the user', async () => {
    const userId = target()?.userId ?? '';
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/user?userName=linyutong&pageNum=1');
    await clickRowAction(user, await findRow('linyutong'), /权限设置/);
    const drawer = await findDrawer(/权限设置 - linyutong/);
    await user.click(within(drawer).getByText('站点权限'));
    const cell = await within(drawer).findByLabelText('栗子演示站 编辑', {}, SLOW);
    await user.click(cell);
    await user.click(getButton(/保\s*存/, drawer));
    await waitFor(() =>
      expect(seen.some((r) => r.method === 'PUT' && r.path === '/cms/perms/site')).toBe(true),
    );
    const put = seen.find((r) => r.method === 'PUT' && r.path === '/cms/perms/site');
    await waitFor(() =>
      expect(JSON.parse(put?.body || '{}')).toMatchObject({ ownerType: 'User', owner: userId }),
    );
    expect(lastGet(seen, '/cms/perms/site')?.query.get('ownerType')).toBe('User');
    await waitFor(() =>
      expect(
        mockDb().tables.permissions.find(
          (p) => p.ownerType === 'User' && p.owner === userId && p.permType === 'Site',
        )?.permissions,
      ).toContain('Site:Edit:1'),
    );
  });

  it('offers no permission setting for the super admin', async () => {
    renderSignedIn('/system/user?userName=admin&pageNum=1');
    const admin = await findRow('超级管理员');
    expect(queryButton(/权限设置/, admin)).toBeNull();
  });
});
