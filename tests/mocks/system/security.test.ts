import { signedIn, type Page } from './support';
import { mockDb } from '../../msw-server';

interface Config {
  configId: string;
  status: string;
  enable: boolean;
  passwordRule: string;
  passwordRulePattern?: string;
  passwordLenMin: number;
}
const config = {
  passwordLenMin: 8,
  passwordLenMax: 20,
  passwordRule: 'UPPER_LOW_LETTER_NUMBER',
  passwordSensitive: ['ACCOUNT'],
  weakPasswords: 'Aa123456\nPassw0rd',
  forceModifyPwdAfterAdd: 'Y',
  forceModifyPwdAfterReset: 'N',
  passwordExpireSeconds: 0,
  passwordRetryLimit: 3,
  passwordRetryStrategy: 'DISABLE',
  passwordRetryLockSeconds: 0,
};

describe('/system/security/config', () => {
  it('lists configs and the active one with its rule pattern', async () => {
    const api = signedIn();
    const list = await api.get<Page<Config>['data']>('/system/security/config');
    expect(list.data?.rows.map((c) => [c.configId, c.enable])).toEqual([
      ['1', false],
      ['2', true],
    ]);
    const current = await signedIn('editor').get<Config>('/system/security/config/current');
    expect(current.data).toMatchObject({ configId: '2', passwordRulePattern: '^(?=.*[A-Za-z])(?=.*\\d).+$' });
    expect((await api.get<Config>('/system/security/config/1')).data?.passwordRule).toBe('NONE');
  });

  it('adds disabled configs, keeps only one active, and applies the active one to new users', async () => {
    const api = signedIn();
    expect(
      (await api.send('POST', '/system/security/config', { ...config, passwordRule: 'WEIRD' })).msg,
    ).toBe('字典【SecurityPasswordRule】数据非法：WEIRD');
    expect((await api.send('POST', '/system/security/config', config)).code).toBe(200);
    const added = mockDb().tables.securityConfigs.at(-1);
    expect(added?.status).toBe('1');
    expect((await api.send('PUT', `/system/security/config/changeStatus/${added?.configId}`)).code).toBe(200);
    expect(
      mockDb()
        .tables.securityConfigs.filter((c) => c.status === '0')
        .map((c) => c.configId),
    ).toEqual([added?.configId]);
    // Editing never changes which config is active.
    expect(
      (await api.send('PUT', '/system/security/config', { ...added, status: '1', passwordLenMin: 9 })).code,
    ).toBe(200);
    expect(added).toMatchObject({ status: '0', passwordLenMin: 9 });

    const user = { userName: 'liuxin', nickName: '刘鑫', deptId: '202', sex: '0', status: '0' };
    expect((await api.send('POST', '/system/user', { ...user, password: 'liuxinAb12' })).msg).toBe(
      '密码不符合安全校验规则',
    );
    expect((await api.send('POST', '/system/user', { ...user, password: 'Passw0rd' })).msg).toBe(
      '密码不符合安全校验规则',
    );
    expect((await api.send('POST', '/system/user', { ...user, password: 'Secure2025x' })).code).toBe(200);
    expect(mockDb().tables.users.at(-1)?.forceModifyPassword).toBe('Y');

    expect((await api.send('PUT', `/system/security/config/changeStatus/${added?.configId}`)).code).toBe(200);
    expect((await api.get('/system/security/config/current')).data).toBeUndefined();
    expect((await signedIn('editor').get('/system/security/config/check')).data).toBeUndefined();
  });

  it('deletes configs; others get 403', async () => {
    const api = signedIn();
    expect((await api.send('DELETE', '/system/security/config', [])).msg).toBe('参数[configIds]不能为空');
    expect((await api.send('DELETE', '/system/security/config', ['1'])).code).toBe(200);
    expect(mockDb().tables.securityConfigs.map((c) => c.configId)).toEqual(['2']);
    const editor = signedIn('editor');
    expect(await editor.get('/system/security/config')).toEqual({
      code: 403,
      msg: '无访问权限：system:security:view',
    });
    expect((await editor.send('PUT', '/system/security/config/changeStatus/1')).code).toBe(403);
  });
});
