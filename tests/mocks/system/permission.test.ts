import { signedIn } from './support';
import { mockDb } from '../../msw-server';

interface MenuPerms {
  menus: { menuId: string; menuName: string; perms: string }[];
  perms: string[];
  disabledPerms: string[];
}

describe('/system/permission', () => {
  it('returns all menus, the owner grants and, for a user, what its roles grant', async () => {
    const api = signedIn('admin', 'en');
    const role = await api.get<MenuPerms>('/system/permission/menu?ownerType=Role&owner=4');
    expect(role.data?.menus).toHaveLength(107);
    expect(role.data?.menus.find((m) => m.menuId === '100')?.menuName).toBe('User');
    expect(role.data?.perms).toEqual(expect.arrayContaining(['system:user:view', 'system:dict:view']));
    expect(role.data?.disabledPerms).toEqual([]);
    const user = await api.get<MenuPerms>('/system/permission/menu?ownerType=User&owner=3');
    expect(user.data?.perms).toEqual([]);
    expect(user.data?.disabledPerms).toEqual(role.data?.perms);
  });

  it('saves menu grants by permission key; they apply on the next request', async () => {
    const api = signedIn();
    const editor = signedIn('editor');
    expect((await editor.get('/system/role/list')).code).toBe(403);
    const current =
      (await api.get<MenuPerms>('/system/permission/menu?ownerType=Role&owner=4')).data?.perms ?? [];
    const body = {
      ownerType: 'Role',
      owner: '4',
      permType: 'Menu',
      permissions: [...current, 'system:role:view'],
    };
    expect(await api.send('POST', '/system/permission', body)).toEqual({ code: 200, msg: 'SUCCESS' });
    expect((await editor.get('/system/role/list')).code).toBe(200);
    const info = await editor.get<{ permissions: string[] }>('/getInfo');
    expect(info.data?.permissions).toContain('system:role:view');

    expect(
      (await api.send('POST', '/system/permission', { ...body, owner: '3', ownerType: 'User' })).code,
    ).toBe(200);
    expect(mockDb().tables.permissions.find((p) => p.ownerType === 'User' && p.owner === '3')?.permType).toBe(
      'Menu',
    );
    expect(mockDb().tables.operLogs.at(-1)).toMatchObject({ title: '权限设置', businessType: 'UPDATE' });
  });

  it('validates the owner and the permission type', async () => {
    const api = signedIn();
    expect((await api.send('POST', '/system/permission', { permType: 'Menu' })).msg).toBe(
      '不能为空\n不能为空',
    );
    expect(
      (await api.send('POST', '/system/permission', { ownerType: 'Dept', owner: '1', permType: 'Menu' })).msg,
    ).toBe('请求参数[ownerType]不符合校验规则');
    expect(
      (await api.send('POST', '/system/permission', { ownerType: 'Role', owner: '4', permType: 'Nope' })).msg,
    ).toBe('不支持的权限类型：Nope');
  });
});
