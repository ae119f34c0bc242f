import { mockDb, setCaptchaEnabled } from '../../msw-server';
import { call } from '../helpers';
import { expectXlsx, signedIn, type Page } from './support';

interface LoginRow {
  infoId: string;
  userName: string;
  logType: string;
  status: string;
  ipaddr: string;
  loginTime: string;
}
const q = (name: string) => encodeURIComponent(name);

describe('/monitor/logininfor', () => {
  it('pages newest first with logType decoded in the request language', async () => {
    const before = await signedIn().get<Page<LoginRow>['data']>('/monitor/logininfor/list?pageSize=10');
    expect(before.data?.total).toBe('320');
    setCaptchaEnabled(false);
    await call('/login', { method: 'POST', json: { username: 'editor', password: 'wrong' } });
    const zh = await signedIn().get<Page<LoginRow>['data']>('/monitor/logininfor/list?pageSize=1');
    expect(zh.data?.rows[0]).toMatchObject({
      userName: 'editor',
      status: '1',
      logType: '登录',
      msg: '密码错误',
    });
    const en = await signedIn('admin', 'en').get<Page<LoginRow>['data']>(
      '/monitor/logininfor/list?pageSize=500',
    );
    expect(new Set(en.data?.rows.map((r) => r.logType))).toEqual(new Set(['Login', 'Logout']));
    // The stored rows keep the code.
    expect(new Set(mockDb().tables.logininfor.map((r) => r.logType))).toEqual(new Set(['0', '1']));
  });

  it('filters by user, address, status and login time, and exports', async () => {
    const api = signedIn();
    const failed = await api.get<Page<LoginRow>['data']>(
      '/monitor/logininfor/list?status=1&userName=ADMIN&pageSize=500',
    );
    expect(failed.data?.rows.every((r) => r.status === '1' && r.userName.includes('admin'))).toBe(true);
    const lan = await api.get<Page<LoginRow>['data']>('/monitor/logininfor/list?ipaddr=10.20.&pageSize=500');
    expect(lan.data?.rows.length).toBeGreaterThan(0);
    expect(lan.data?.rows.every((r) => r.ipaddr.startsWith('10.20.'))).toBe(true);
    const day = mockDb().tables.logininfor[100]?.loginTime.slice(0, 10) ?? '';
    const range = await api.get<Page<LoginRow>['data']>(
      `/monitor/logininfor/list?${q('params[beginTime]')}=${day} 00:00:00&${q('params[endTime]')}=${day} 23:59:59&pageSize=500`,
    );
    expect(range.data?.rows.length).toBeGreaterThan(0);
    expect(range.data?.rows.every((r) => r.loginTime.startsWith(day))).toBe(true);
    await expectXlsx(await api.exportList('/monitor/logininfor/list', { status: '1' }), 'SysLogininfor');
  });

  it('deletes and cleans, logging both; other users get 403', async () => {
    const api = signedIn();
    const before = mockDb().tables.operLogs.length;
    expect((await api.send('DELETE', '/monitor/logininfor', [])).msg).toBe('参数[infoIds]不能为空');
    expect((await api.send('DELETE', '/monitor/logininfor', ['3'])).code).toBe(200);
    expect(mockDb().tables.logininfor.some((r) => r.infoId === '3')).toBe(false);
    expect((await api.send('DELETE', '/monitor/logininfor/clean')).code).toBe(200);
    expect(mockDb().tables.logininfor).toEqual([]);
    expect(
      mockDb()
        .tables.operLogs.slice(before)
        .map((r) => [r.title, r.businessType]),
    ).toEqual([
      ['登录日志', 'DELETE'],
      ['登录日志', 'DELETE'],
      ['登录日志', 'CLEAN'],
    ]);
    expect((await signedIn('editor').send('DELETE', '/monitor/logininfor/clean')).code).toBe(403);
  });
});
