import { signedIn, type Page } from './support';
import { mockDb } from '../../msw-server';

interface DeptRow {
  deptId: string;
  parentId: string;
  deptName: string;
  ancestors: string;
  enable: boolean;
  parentName?: string;
}

describe('/system/dept', () => {
  it('lists all departments flat by parent and order, filtered', async () => {
    const api = signedIn();
    const all = await api.get<Page<DeptRow>['data']>('/system/dept/list');
    expect(all.data?.total).toBe(String(mockDb().tables.depts.length));
    expect(all.data?.rows.slice(0, 2).map((d) => d.deptName)).toEqual(['栗子科技', '省工程咨询协会']);
    const off = await api.get<Page<DeptRow>['data']>('/system/dept/list?status=1');
    expect(off.data?.rows.map((d) => [d.deptName, d.enable])).toEqual([
      ['运营部', false],
      ['质量评价中心（已撤销）', false],
    ]);
    const named = await api.get<Page<DeptRow>['data']>(
      `/system/dept/list?deptName=${encodeURIComponent('咨询')}`,
    );
    expect(named.data?.rows.map((d) => d.deptId)).toEqual(['200', '203', '204', '206']);
    expect((await api.get<DeptRow>('/system/dept/209')).data).toMatchObject({
      deptName: '网站编辑组',
      ancestors: '0,200,208',
      parentName: '信息宣传部',
    });
  });

  it('adds under an enabled parent with a sibling-unique name, and edits', async () => {
    const api = signedIn();
    const dept = { parentId: '213', deptName: '评价一组', orderNum: 1, status: '0' };
    expect((await api.send('POST', '/system/dept', dept)).msg).toBe('部门停用，不允许新增');
    expect(
      (await api.send('POST', '/system/dept', { ...dept, parentId: '208', deptName: '网站编辑组' })).msg,
    ).toBe('数据[网站编辑组]冲突');
    expect(
      (await api.send('POST', '/system/dept', { ...dept, parentId: '208', email: 'not-an-email' })).msg,
    ).toBe('不是一个合法的电子邮件地址');
    expect(
      (await api.send('POST', '/system/dept', { ...dept, parentId: '208', deptName: '新媒体组' })).code,
    ).toBe(200);
    const created = mockDb().tables.depts.find((d) => d.deptName === '新媒体组');
    expect(created).toMatchObject({ parentId: '208', ancestors: '0,200,208', createBy: 'admin' });
    expect(
      (await api.send('PUT', '/system/dept', { ...created, leader: '黄思琪', parentId: '100' })).code,
    ).toBe(200);
    expect(created).toMatchObject({ leader: '黄思琪', parentId: '208' });
  });

  it('never deletes a root, a department with children or with users', async () => {
    const api = signedIn();
    expect((await api.send('DELETE', '/system/dept/200')).msg).toBe('系统默认机构不可删除');
    expect((await api.send('DELETE', '/system/dept/208')).msg).toBe('机构删失败：请先删除子机构');
    expect((await api.send('DELETE', '/system/dept/212')).msg).toBe('机构删失败：请先移除机构关联用户');
    expect((await signedIn('admin', 'en').send('DELETE', '/system/dept/212')).msg).toBe(
      'Please remove the associated user first.',
    );
    mockDb().tables.users = mockDb().tables.users.filter((u) => u.deptId !== '213');
    expect((await api.send('DELETE', '/system/dept/213')).code).toBe(200);
  });

  it('answers 403 to a user without department permissions', async () => {
    const test = signedIn('test');
    // The test role may view departments but not change them.
    expect((await test.get('/system/dept/list')).code).toBe(200);
    expect(await test.send('DELETE', '/system/dept/213')).toEqual({
      code: 403,
      msg: '无访问权限：system:dept:remove',
    });
    expect((await signedIn('editor').get('/system/dept/list')).code).toBe(403);
  });
});
