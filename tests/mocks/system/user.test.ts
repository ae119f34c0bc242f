import { mockDb, setCaptchaEnabled } from '../../msw-server';
import { call } from '../helpers';
import { operLogsSince, signedIn, type Page } from './support';

interface UserRow {
  userId: string;
  userName: string;
  deptId?: string;
  deptName?: string;
  status: string;
  password: string;
  roleIds: string[];
  createTime: string;
}

const newUser = {
  userName: 'wangfang',
  nickName: '王芳',
  password: 'Wang2025',
  deptId: '202',
  sex: '1',
  status: '0',
  phoneNumber: '13912345678',
  email: 'wangfang@ecca.example',
  postIds: ['4'],
};

describe('/system/user list, detail and tree', () => {
  it('pages newest first, filters by dept subtree, name, status and creation range', async () => {
    const api = signedIn();
    const all = mockDb().tables.users.length;
    const page = await api.get<TableDataOf<UserRow>>('/system/user/list?pageNum=2&pageSize=10');
    expect(page.data?.total).toBe(String(all));
    expect(page.data?.rows).toHaveLength(10);
    const first = (await api.get<TableDataOf<UserRow>>('/system/user/list?pageSize=1')).data?.rows[0];
    expect(first?.userId).toBe('157');
    // 1.5.5 sends the stored hash, not a mask.
    expect(first?.password).toMatch(/^\$2a\$10\$/);

    const web = await api.get<TableDataOf<UserRow>>('/system/user/list?deptId=208&pageSize=100');
    expect(new Set(web.data?.rows.map((u) => u.deptName))).toEqual(
      new Set(['信息宣传部', '网站编辑组', '期刊编辑组']),
    );
    const byName = await api.get<TableDataOf<UserRow>>('/system/user/list?userName=LIN');
    expect(byName.data?.rows.map((u) => u.userName)).toEqual(['kongling', 'fanglin', 'linyutong']);
    const disabled = await api.get<TableDataOf<UserRow>>('/system/user/list?status=1&pageSize=100');
    expect(disabled.data?.rows.every((u) => u.status === '1')).toBe(true);
    expect(disabled.data?.total).toBe('4');
    const range = await api.get<TableDataOf<UserRow>>(
      `/system/user/list?${encodeURIComponent('params[beginTime]')}=2025-04-23&${encodeURIComponent('params[endTime]')}=2025-04-23`,
    );
    expect(range.data?.rows.map((u) => u.userName).sort()).toEqual(['admin', 'editor', 'test']);
  });

  it('returns the posts for a new user and the user with enabled role ids', async () => {
    const api = signedIn();
    const blank = await api.get<{ user?: unknown; posts: { postId: string; flag: boolean }[] }>(
      '/system/user/',
    );
    expect(blank.data?.user).toBeUndefined();
    expect(blank.data?.posts.map((p) => p.postId)).toEqual(['1', '2', '3', '4', '5']);
    const one = await api.get<{ user: UserRow }>('/system/user/129');
    expect(one.data?.user).toMatchObject({
      userName: 'huangsiqi',
      deptName: '信息宣传部',
      roleIds: ['5', '6'],
    });
    expect((await api.get('/system/user/999')).msg).toBe('数据不存在：userId=999');
  });

  it('builds the department tree with both roots, filtered by name', async () => {
    const api = signedIn();
    const tree =
      await api.get<{ id: string; label: string; children: { label: string }[] }[]>('/system/user/deptTree');
    expect(tree.data?.map((n) => n.label)).toEqual(['栗子科技', '省工程咨询协会']);
    expect(tree.data?.[1]?.children.map((n) => n.label)).toContain('信息宣传部');
    const filtered = await api.get<{ label: string }[]>(
      `/system/user/deptTree?deptName=${encodeURIComponent('编辑组')}`,
    );
    expect(filtered.data?.map((n) => n.label)).toEqual(['网站编辑组', '期刊编辑组']);
  });
});

type TableDataOf<T> = Page<T>['data'];

describe('/system/user add, edit, delete', () => {
  it('validates, checks uniqueness and the password policy, then creates the user', async () => {
    const api = signedIn();
    expect(await api.send('POST', '/system/user', { ...newUser, nickName: ' ', sex: '9' })).toEqual({
      code: 500,
      msg: '不能为空\n字典【Gender】数据非法：9',
    });
    expect((await api.send('POST', '/system/user', { ...newUser, userName: 'linyutong' })).msg).toBe(
      '数据[[username,phoneNumber,email]]冲突',
    );
    expect(
      (await api.send('POST', '/system/user', { ...newUser, email: 'admin@chestnut.example' })).msg,
    ).toBe('数据[[username,phoneNumber,email]]冲突');
    expect((await api.send('POST', '/system/user', { ...newUser, password: 'onlyletters' })).msg).toBe(
      '密码不符合安全校验规则',
    );
    const en = signedIn('admin', 'en');
    expect((await en.send('POST', '/system/user', { ...newUser, password: 'abc' })).msg).toBe(
      'Insecure password.',
    );
    expect(await api.send('POST', '/system/user', newUser)).toEqual({ code: 200, msg: 'SUCCESS' });
    const created = mockDb().tables.users.find((u) => u.userName === 'wangfang');
    expect(created).toMatchObject({
      deptId: '202',
      postIds: ['4'],
      forceModifyPassword: 'N',
      createBy: 'admin',
    });
    expect(created?.userId.length).toBeGreaterThan(10);
  });

  it('refuses a restricted user with 403', async () => {
    const editor = signedIn('editor');
    expect(await editor.send('POST', '/system/user', newUser)).toEqual({
      code: 403,
      msg: '无访问权限：system:user:add',
    });
    expect((await editor.send('DELETE', '/system/user', ['101'])).code).toBe(403);
    expect((await editor.send('PUT', '/system/user/resetPwd', { userId: '101', password: 'x' })).code).toBe(
      403,
    );
  });

  it('edits, signs a disabled user out, and unlocks a locked one by saving status 0', async () => {
    const api = signedIn();
    const db = mockDb();
    const victim = signedIn('zhaolei');
    const zhaolei = db.tables.users.find((u) => u.userName === 'zhaolei');
    const phoneTaken = { ...zhaolei, phoneNumber: db.tables.users[0]?.phoneNumber };
    expect((await api.send('PUT', '/system/user', phoneTaken)).msg).toBe(
      '数据[[username,phoneNumber,email]]冲突',
    );
    expect(
      (await api.send('PUT', '/system/user', { ...zhaolei, status: '1', nickName: 'Leo Zhao' })).code,
    ).toBe(200);
    expect(zhaolei).toMatchObject({ status: '1', nickName: 'Leo Zhao', updateBy: 'admin' });
    expect((await victim.get('/getInfo')).code).toBe(401);

    const chenhao = db.tables.users.find((u) => u.userName === 'chenhao');
    expect(chenhao?.status).toBe('2');
    expect(chenhao?.lockEndTime).toBeDefined();
    expect((await api.send('PUT', '/system/user', { ...chenhao, status: '0' })).code).toBe(200);
    expect(chenhao?.lockEndTime).toBeUndefined();
    setCaptchaEnabled(false);
    const login = await call<string>('/login', {
      method: 'POST',
      json: { username: 'chenhao', password: 'Ecca2025' },
    });
    expect(login.code).toBe(200);
  });

  it('never deletes the super admin, and removes other users with their grants', async () => {
    const api = signedIn();
    expect(await api.send('DELETE', '/system/user', [])).toEqual({ code: 500, msg: '参数[userIds]不能为空' });
    expect((await api.send('DELETE', '/system/user', ['130', '1'])).msg).toBe('不能删除超级管理员');
    expect((await signedIn('admin', 'en').send('DELETE', '/system/user', ['1'])).msg).toBe(
      'Super administrator cannot be deleted.',
    );
    expect((await api.send('DELETE', '/system/user', ['130', '131'])).code).toBe(200);
    expect(mockDb().tables.users.some((u) => ['130', '131'].includes(u.userId))).toBe(false);
  });

  it('resets a password within the policy and assigns roles', async () => {
    const api = signedIn();
    expect((await api.send('PUT', '/system/user/resetPwd', { userId: '130', password: '123' })).msg).toBe(
      '密码不符合安全校验规则',
    );
    const before = mockDb().tables.operLogs.length;
    expect(
      (await api.send('PUT', '/system/user/resetPwd', { userId: '130', password: 'NewPass88' })).code,
    ).toBe(200);
    // isSaveRequestData = false: the password never reaches the log.
    expect(operLogsSince(before)[0]).toMatchObject({
      businessType: 'UPDATE',
      operUrl: '/system/user/resetPwd',
    });
    expect(operLogsSince(before)[0]?.requestArgs).toBeUndefined();
    setCaptchaEnabled(false);
    expect(
      (await call('/login', { method: 'POST', json: { username: 'linyutong', password: 'NewPass88' } })).code,
    ).toBe(200);

    const auth = await api.get<{ user: UserRow; roles: { roleId: string; enable: boolean }[] }>(
      '/system/user/authRole/130',
    );
    expect(auth.data?.user.roleIds).toEqual(['5']);
    expect(auth.data?.roles.find((r) => r.roleId === '9')?.enable).toBe(false);
    expect(
      (await api.send('PUT', '/system/user/authRole', { userId: '130', roleIds: ['5', '6'] })).code,
    ).toBe(200);
    expect(mockDb().tables.users.find((u) => u.userId === '130')?.roleIds).toEqual(['5', '6']);
    expect((await api.send('PUT', '/system/user/authRole', { userId: '130' })).msg).toBe('不能为null');
  });
});
