import { expectXlsx, signedIn, type Page } from './support';
import { mockDb } from '../../msw-server';

interface RoleRow {
  roleId: string;
  roleName: string;
  roleKey: string;
  status: string;
  enable: boolean;
}
const role = { roleName: '档案管理员', roleKey: 'archivist', roleSort: 10, status: '0', remark: '档案室' };

describe('/system/role', () => {
  it('lists by sort with like/eq filters and paging, and exports', async () => {
    const api = signedIn();
    const all = await api.get<Page<RoleRow>['data']>('/system/role/list?pageSize=3');
    expect(all.data?.total).toBe('9');
    expect(all.data?.rows.map((r) => r.roleKey)).toEqual(['admin', 'common', 'test']);
    const found = await api.get<Page<RoleRow>['data']>('/system/role/list?roleKey=EDITOR');
    expect(found.data?.rows.map((r) => r.roleKey)).toEqual(['editor', 'site_editor']);
    const off = await api.get<Page<RoleRow>['data']>('/system/role/list?status=1');
    expect(off.data?.rows).toMatchObject([{ roleKey: 'readonly', enable: false }]);
    await expectXlsx(await api.exportList('/system/role/list'), 'SysRole');
  });

  it('validates and checks name and key together, then adds, edits and toggles', async () => {
    const api = signedIn();
    expect((await api.send('POST', '/system/role', { ...role, roleKey: 'bad key!' })).msg).toBe(
      '需要匹配正则表达式"^[A-Za-z0-9_]+$"',
    );
    expect((await api.send('POST', '/system/role', { ...role, roleName: '', roleSort: null })).msg).toBe(
      '不能为空\n不能为null',
    );
    expect((await api.send('POST', '/system/role', { ...role, roleKey: 'finance' })).msg).toBe(
      '数据[RoleName,RoleKey]冲突',
    );
    expect(
      (await signedIn('admin', 'en').send('POST', '/system/role', { ...role, roleName: '网站编辑' })).msg,
    ).toBe('Data conflict: [RoleName,RoleKey]');
    expect((await api.send('POST', '/system/role', role)).code).toBe(200);
    const created = mockDb().tables.roles.find((r) => r.roleKey === 'archivist');
    expect((await api.get<RoleRow>(`/system/role/${created?.roleId}`)).data).toMatchObject({
      ...role,
      enable: true,
    });
    expect((await api.send('PUT', '/system/role', { ...created, roleName: '档案员' })).code).toBe(200);
    expect(created?.roleName).toBe('档案员');
    expect(
      (await api.send('PUT', '/system/role/changeStatus', { roleId: created?.roleId, status: '1' })).code,
    ).toBe(200);
    expect(created?.status).toBe('1');
  });

  it('refuses to delete a role still held by users', async () => {
    const api = signedIn();
    expect((await api.send('DELETE', '/system/role', ['8', '5'])).msg).toBe(
      '请先删除角色“site_editor”关联的用户',
    );
    expect((await signedIn('admin', 'en').send('DELETE', '/system/role', ['5'])).msg).toBe(
      'Please remove the associated user first.',
    );
    expect((await api.send('DELETE', '/system/role', ['9'])).msg).toBe('请先删除角色“readonly”关联的用户');
    mockDb().tables.users.forEach((u) => (u.roleIds = u.roleIds.filter((r) => r !== '9')));
    expect((await api.send('DELETE', '/system/role', ['9'])).code).toBe(200);
    expect(mockDb().tables.roles.some((r) => r.roleId === '9')).toBe(false);
  });

  it('lists, grants and cancels the users of a role', async () => {
    const api = signedIn();
    const allocated = await api.get<Page<{ userName: string }>['data']>(
      '/system/role/authUser/allocatedList?roleId=6',
    );
    expect(allocated.data?.rows.map((u) => u.userName).sort()).toEqual([
      'hejiayi',
      'huangsiqi',
      'songjia',
      'tangming',
    ]);
    const pool = await api.get<Page<{ userId: string; allocated: boolean; roleId: string }>['data']>(
      '/system/role/authUser/unallocatedList?roleId=6&userName=h',
    );
    expect(pool.data?.rows.find((u) => u.userId === '129')).toMatchObject({ allocated: true, roleId: '6' });
    expect(pool.data?.rows.find((u) => u.userId === '101')).toMatchObject({ allocated: false });
    expect((await api.get('/system/role/authUser/allocatedList?roleId=abc')).msg).toBe(
      '长整形ID参数值错误：abc',
    );
    expect((await api.send('PUT', '/system/role/authUser/grant?roleId=6', [])).msg).toBe(
      '参数[userIds]不能为空',
    );
    expect((await api.send('PUT', '/system/role/authUser/grant?roleId=6', ['101', '129'])).code).toBe(200);
    expect(mockDb().tables.users.find((u) => u.userId === '129')?.roleIds).toEqual(['5', '6']);
    expect(mockDb().tables.users.find((u) => u.userId === '101')?.roleIds).toEqual(['1', '6']);
    expect((await api.send('PUT', '/system/role/authUser/cancel?roleId=6', ['101'])).code).toBe(200);
    expect(mockDb().tables.users.find((u) => u.userId === '101')?.roleIds).toEqual(['1']);
  });

  it('answers 403 to a user without the role permissions', async () => {
    const editor = signedIn('editor');
    expect(await editor.get('/system/role/list')).toEqual({ code: 403, msg: '无访问权限：system:role:view' });
    expect((await editor.send('POST', '/system/role', role)).code).toBe(403);
    expect((await editor.send('PUT', '/system/role/authUser/grant?roleId=6', ['3'])).code).toBe(403);
  });
});
