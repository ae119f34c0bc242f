import { OPER_TEXT_LIMIT } from '@/mocks/services/operlog';

import { mockDb } from '../../msw-server';
import { request } from '../helpers';
import { expectXlsx, operLogsSince, signedIn, type Page } from './support';

interface OperRow {
  operId: string;
  title: string;
  businessType: string;
  responseCode: number;
  operName: string;
  operTime: string;
}
const q = (name: string) => encodeURIComponent(name);

describe('operation log recording', () => {
  it('records every audited call once, with caller, arguments, result and cost', async () => {
    const api = signedIn('admin', 'en');
    const before = mockDb().tables.operLogs.length;
    const startedAt = mockDb().nowString();
    const role = { roleName: 'Auditor', roleKey: 'auditor2', roleSort: 11, status: '0' };
    await api.send('POST', '/system/role', role);
    await api.send('POST', '/system/role', role);
    await api.get('/system/role/list');
    const [ok, conflict, ...rest] = operLogsSince(before);
    expect(rest).toEqual([]);
    expect(ok).toMatchObject({
      title: '角色管理',
      businessType: 'INSERT',
      method: 'com.chestnut.system.controller.SysRoleController.add()',
      requestMethod: 'POST',
      operatorType: 'MANAGE',
      operUid: '1',
      operName: 'admin',
      deptName: '栗子科技',
      operUrl: '/system/role',
      operIp: '127.0.0.1',
      operLocation: '内网IP',
      requestArgs: JSON.stringify(role),
      responseResult: '{"code":200,"msg":"SUCCESS"}',
      responseCode: 200,
    });
    // Stamped with the db clock while the call ran (a loaded machine may cross a second boundary).
    const stamped = ok?.operTime ?? '';
    expect(stamped >= startedAt && stamped <= mockDb().nowString()).toBe(true);
    expect(ok?.cost).toBeGreaterThanOrEqual(0);
    expect(conflict).toMatchObject({
      responseCode: 500,
      responseResult: '{"code":500,"msg":"Data conflict: [RoleName,RoleKey]"}',
    });
  });

  it('cuts long arguments, skips permission refusals, and logs grants with their own type', async () => {
    const api = signedIn();
    const before = mockDb().tables.operLogs.length;
    await api.send('PUT', '/system/i18n/dict/batch', [
      { langTag: 'en', langKey: 'LONG', langValue: 'x'.repeat(3000) },
    ]);
    await signedIn('editor').send('POST', '/system/role', {});
    await api.send('PUT', '/system/role/authUser/grant?roleId=6', ['101']);
    const [batch, grant, ...rest] = operLogsSince(before);
    expect(rest).toEqual([]);
    expect(batch?.requestArgs).toHaveLength(OPER_TEXT_LIMIT);
    expect(batch?.responseCode).toBe(500);
    expect(grant).toMatchObject({ title: '角色管理', businessType: 'GRANT', requestArgs: '["101"]' });
  });
});

describe('/monitor/operlog', () => {
  it('pages newest first and filters by title, operator, code and time range', async () => {
    const api = signedIn();
    const page = await api.get<Page<OperRow>['data']>('/monitor/operlog/list?pageSize=5');
    expect(page.data?.total).toBe('300');
    const ids = page.data?.rows.map((r) => BigInt(r.operId)) ?? [];
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)));
    const users = await api.get<Page<OperRow>['data']>(
      `/monitor/operlog/list?title=${q('用户')}&pageSize=500`,
    );
    expect(users.data?.rows.every((r) => r.title === '用户管理')).toBe(true);
    const failed = await api.get<Page<OperRow>['data']>(
      '/monitor/operlog/list?responseCode=500&operName=ADM&pageSize=500',
    );
    expect(failed.data?.rows.length).toBeGreaterThan(0);
    expect(failed.data?.rows.every((r) => r.responseCode === 500 && r.operName === 'admin')).toBe(true);
    const day = mockDb().tables.operLogs[150]?.operTime.slice(0, 10) ?? '';
    const range = await api.get<Page<OperRow>['data']>(
      `/monitor/operlog/list?${q('params[beginTime]')}=${day}&${q('params[endTime]')}=${day}&pageSize=500`,
    );
    expect(range.data?.rows.length).toBeGreaterThan(0);
    expect(range.data?.rows.every((r) => r.operTime.startsWith(day))).toBe(true);
    await expectXlsx(await api.exportList('/monitor/operlog/list', { title: '用户' }), 'SysOperLog');
  });

  it('deletes, cleans (leaving the clean record) and refuses other users', async () => {
    const api = signedIn();
    expect((await api.send('DELETE', '/monitor/operlog', [])).msg).toBe('参数[operIds]不能为空');
    expect((await api.send('DELETE', '/monitor/operlog', ['1', '2'])).code).toBe(200);
    expect(mockDb().tables.operLogs.some((r) => ['1', '2'].includes(r.operId))).toBe(false);
    expect((await api.send('DELETE', '/monitor/operlog/clean')).code).toBe(200);
    expect(mockDb().tables.operLogs).toMatchObject([{ title: '操作日志', businessType: 'CLEAN' }]);
    const editor = signedIn('editor');
    expect(await editor.get('/monitor/operlog/list')).toEqual({
      code: 403,
      msg: '无访问权限：monitor:logs:view',
    });
    const res = await request('/monitor/operlog/list', {
      method: 'POST',
      token: editor.token,
      headers: { 'cc-export': '1' },
    });
    expect((await res.json()).code).toBe(403);
  });
});
