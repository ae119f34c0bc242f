import { mockDb, mockLogin } from '../msw-server';
import { call } from './helpers';

interface DictItem {
  dictLabel: string;
  dictValue: string;
  dictCode: string;
  default: boolean;
}

describe('dictionaries, configs, languages', () => {
  it('lists a dictionary with labels in the request locale', async () => {
    const token = mockLogin('editor');
    const zh = await call<DictItem[]>('/system/dict/data/type/YesOrNo', { token });
    expect(zh.data?.map((d) => [d.dictValue, d.dictLabel])).toEqual([
      ['Y', '是'],
      ['N', '否'],
    ]);
    expect(zh.data?.[0]).toMatchObject({
      dictType: 'YesOrNo',
      listClass: 'success',
      isDefault: 'N',
      default: false,
    });
    expect(typeof zh.data?.[0]?.dictCode).toBe('string');
    const en = await call<DictItem[]>('/system/dict/data/type/CMSContentOpType', { token, locale: 'en' });
    expect(en.data?.[0]?.dictLabel).toBe('Add');
    const tw = await call<DictItem[]>('/system/dict/data/type/WordAnalyzeType', { token, locale: 'zh-TW' });
    expect(tw.data?.map((d) => d.dictLabel)).toEqual(['最少切分', '最細粒度劃分']);
    expect((await call<DictItem[]>('/system/dict/data/type/Nope', { token })).data).toEqual([]);
  });

  it('returns a config value as a string, and no data for unknown keys', async () => {
    const token = mockLogin();
    expect(await call('/system/config/configKey/SysUploadSizeLimit', { token })).toEqual({
      code: 200,
      msg: 'SUCCESS',
      data: '5242880',
    });
    expect(await call('/system/config/configKey/Nope', { token })).toEqual({ code: 200, msg: 'SUCCESS' });
  });

  it('lists languages without a token', async () => {
    const res = await call<{ value: string; label: string }[]>('/system/i18n/dict/langOptions');
    expect(res.data?.map((o) => o.value)).toEqual(['zh-CN', 'zh-TW', 'en']);
  });
});

describe('profile and security', () => {
  it('returns the dashboard user card', async () => {
    const res = await call('/system/user/profile/homeInfo', { token: mockLogin('editor') });
    expect(res.data).toEqual({ userName: 'editor', nickName: '内容编辑', deptName: '新闻组' });
  });

  it('asks for a password change only when the user is flagged', async () => {
    const token = mockLogin('test');
    expect((await call('/system/security/config/check', { token })).data).toEqual({
      isPasswordExpired: false,
      forceModifyPassword: false,
    });
    const test = mockDb().tables.users.find((u) => u.userName === 'test');
    if (test) test.forceModifyPassword = 'Y';
    expect((await call('/system/security/config/check', { token })).data).toMatchObject({
      forceModifyPassword: true,
    });
  });
});

describe('CMS basics', () => {
  it('resolves the current site from the CurrentSite header, falling back to the first site', async () => {
    const token = mockLogin();
    expect((await call('/cms/site/getCurrentSite', { token })).data).toEqual({
      siteId: '1',
      siteName: '栗子演示站',
    });
    expect((await call('/cms/site/getCurrentSite', { token, headers: { CurrentSite: '2' } })).data).toEqual({
      siteId: '2',
      siteName: 'Chestnut English',
    });
    expect(
      (await call('/cms/site/getCurrentSite', { token, headers: { CurrentSite: '404' } })).data,
    ).toMatchObject({
      siteId: '1',
    });
  });

  it('answers NO_SITE for a user without site permissions', async () => {
    const res = await call('/cms/site/getCurrentSite', { token: mockLogin('test'), locale: 'en' });
    expect(res).toEqual({ code: 500, msg: 'No site available, please create a site first.' });
  });

  it('counts queued publish tasks as a string', async () => {
    expect(await call('/cms/publish/taskCount', { token: mockLogin('editor') })).toEqual({
      code: 200,
      msg: 'SUCCESS',
      data: '0',
    });
  });
});
