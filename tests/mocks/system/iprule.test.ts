import { ipVersion } from '@/mocks/handlers/system/iprule';

import { signedIn, type Page } from './support';
import { mockDb } from '../../msw-server';

interface Rule {
  ruleId: string;
  ip: string;
  cidr: number;
  type: string;
  expireTime?: string;
}

describe('/sys/iprule (enterprise-only, designed in the contract style)', () => {
  it('recognises IPv4 and IPv6 addresses', () => {
    expect(
      ['10.0.0.1', '255.255.255.255', '::1', '2001:db8::', 'fe80::1:2', '::ffff:10.0.0.1'].map(ipVersion),
    ).toEqual([4, 4, 6, 6, 6, 6]);
    expect(['256.1.1.1', '10.0.0', '1:2:3', 'a::b::c', 'example.com', '01.2.3.4'].map(ipVersion)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('pages and filters the rules', async () => {
    const api = signedIn();
    const all = await api.get<Page<Rule>['data']>('/sys/iprule?pageSize=2');
    expect(all.data).toMatchObject({ total: '4' });
    expect(all.data?.rows.map((r) => r.ruleId)).toEqual(['4', '3']);
    const deny = await api.get<Page<Rule>['data']>('/sys/iprule?type=DENY&ip=45.');
    expect(deny.data?.rows).toMatchObject([
      { ip: '45.155.205.233', cidr: 32, expireTime: '2026-12-31 23:59:59' },
    ]);
    expect((await api.get<Rule>('/sys/iprule/2')).data?.cidr).toBe(24);
  });

  it('validates address, prefix, type and expiry, then adds, edits and deletes', async () => {
    const api = signedIn();
    const rule = { ip: '172.16.8.0', cidr: 22, type: 'ALLOW', remark: '分会' };
    expect((await api.send('POST', '/sys/iprule', { type: 'ALLOW' })).msg).toBe('不能为空\n不能为空');
    expect((await api.send('POST', '/sys/iprule', { ...rule, ip: '172.16.8.300' })).msg).toBe(
      '请求参数[ip]不符合校验规则',
    );
    expect((await api.send('POST', '/sys/iprule', { ...rule, cidr: 33 })).msg).toBe(
      '请求参数[cidr]不符合校验规则',
    );
    expect((await signedIn('admin', 'en').send('POST', '/sys/iprule', { ...rule, type: 'MAYBE' })).msg).toBe(
      'Invalid parameter: type',
    );
    expect((await api.send('POST', '/sys/iprule', { ...rule, expireTime: 'tomorrow' })).msg).toBe(
      '请求参数[expireTime]不符合校验规则',
    );
    expect((await api.send('POST', '/sys/iprule', { ...rule, ip: '10.20.0.0', cidr: 16 })).msg).toBe(
      '数据[10.20.0.0/16]冲突',
    );
    expect((await api.send('POST', '/sys/iprule', { ip: '2001:DB8:1::/48', type: 'DENY' })).code).toBe(200);
    expect(mockDb().tables.ipRules.at(-1)).toMatchObject({ ip: '2001:db8:1::', cidr: 48, createBy: 'admin' });
    expect((await api.send('POST', '/sys/iprule', rule)).code).toBe(200);
    const added = mockDb().tables.ipRules.at(-1);
    expect((await api.send('PUT', '/sys/iprule', { ...added, expireTime: '2030-01-01 00:00:00' })).code).toBe(
      200,
    );
    expect(added).toMatchObject({ expireTime: '2030-01-01 00:00:00', updateBy: 'admin' });
    expect((await api.send('DELETE', '/sys/iprule', [added?.ruleId])).code).toBe(200);
    expect(mockDb().tables.ipRules.some((r) => r.ruleId === added?.ruleId)).toBe(false);
    expect(mockDb().tables.operLogs.at(-1)).toMatchObject({ title: 'IP规则', businessType: 'DELETE' });
  });

  it('is reserved to holders of the system:iprule keys', async () => {
    const editor = signedIn('editor');
    expect(await editor.get('/sys/iprule')).toEqual({ code: 403, msg: '无访问权限：system:iprule:view' });
    expect((await editor.send('DELETE', '/sys/iprule', ['1'])).code).toBe(403);
  });
});
