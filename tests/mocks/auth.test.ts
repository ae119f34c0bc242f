import { peekCaptcha } from '@/mocks';

import { mockDb, mockLogin, setCaptchaEnabled } from '../msw-server';
import { call, request } from './helpers';

interface Captcha {
  captchaEnabled: boolean;
  uuid?: string;
  img?: string;
}

/** Fetches a captcha and reads its answer from the db. */
async function captcha(): Promise<{ uuid: string; code: string; img: string }> {
  const { data } = await call<Captcha>('/captchaImage');
  const uuid = data?.uuid ?? '';
  return { uuid, code: peekCaptcha(mockDb(), uuid) ?? '', img: data?.img ?? '' };
}

const login = (body: Record<string, unknown>, locale?: string) =>
  call<string>('/login', { method: 'POST', json: body, locale });

describe('GET /captchaImage', () => {
  it('returns a base64 BMP math question by default', async () => {
    const res = await call<Captcha>('/captchaImage');
    expect(res.code).toBe(200);
    expect(res.data?.captchaEnabled).toBe(true);
    expect(res.data?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.data?.img?.startsWith('data:')).toBe(false);
    const bytes = Uint8Array.from(atob(res.data?.img ?? ''), (ch) => ch.charCodeAt(0));
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('BM');
    expect(peekCaptcha(mockDb(), res.data?.uuid ?? '')).toMatch(/^\d+$/);
  });

  it('answers only {captchaEnabled:false} when config SysCaptchaEnable is false', async () => {
    setCaptchaEnabled(false);
    expect(await call('/captchaImage')).toEqual({
      code: 200,
      msg: 'SUCCESS',
      data: { captchaEnabled: false },
    });
  });

  it('has no debug answer route unless exposeCaptcha is set', async () => {
    // No handler matches, so msw's onUnhandledRequest: 'error' rejects the fetch.
    await expect(request('/__mock/captcha/abc')).rejects.toThrow();
  });
});

describe('POST /login', () => {
  it('returns a token that /getInfo accepts, and records the login', async () => {
    const { uuid, code } = await captcha();
    const before = mockDb().nowString();
    const res = await login({ username: 'admin', password: 'admin123', code, uuid });
    const after = mockDb().nowString();
    expect(res).toMatchObject({ code: 200, msg: 'SUCCESS' });
    expect(typeof res.data).toBe('string');
    const info = await call<{ user: Record<string, unknown>; roles: string[]; permissions: string[] }>(
      '/getInfo',
      {
        token: res.data,
      },
    );
    expect(info.data?.permissions).toEqual(['*']);
    expect(info.data?.roles).toEqual(['admin']);
    expect(info.data?.user).toMatchObject({
      userId: '1',
      userName: 'admin',
      deptName: '栗子科技',
      roleIds: ['1'],
    });
    expect(String(info.data?.user.password)).toMatch(/^\$2a\$10\$.{53}$/);
    const db = mockDb();
    expect(db.tables.logininfor.at(-1)).toMatchObject({ userName: 'admin', status: '0', logType: '0' });
    // Stamped during the call: a loaded machine may cross a second boundary, so compare with both ends.
    const loginDate = String(db.tables.users[0]?.loginDate);
    expect(loginDate >= before && loginDate <= after).toBe(true);
    expect(db.tables.sessions.map((s) => s.token)).toContain(res.data);
  });

  it('validates the body like bean validation (messages joined by \\n)', async () => {
    setCaptchaEnabled(false);
    // Like @Pattern, an empty (non-null) username also fails the pattern.
    expect((await login({ username: '', password: '' })).msg).toBe(
      '不能为空\n需要匹配正则表达式"^[A-Za-z0-9_]+$"\n不能为空',
    );
    expect((await login({ password: 'x' })).msg).toBe('不能为空');
    expect((await login({ username: 'a b', password: 'x' }, 'en')).msg).toBe('must match "^[A-Za-z0-9_]+$"');
  });

  it.each([
    ['zh-CN', '验证码已失效', '验证码错误'],
    ['en', 'Captcha expired.', 'Captcha error.'],
  ])('rejects expired and wrong captchas (%s)', async (locale, expired, wrong) => {
    expect(await login({ username: 'admin', password: 'admin123', code: '1', uuid: 'nope' }, locale)).toEqual(
      {
        code: 500,
        msg: expired,
      },
    );
    const { uuid, code } = await captcha();
    const res = await login({ username: 'admin', password: 'admin123', code: `${code}9`, uuid }, locale);
    expect(res).toEqual({ code: 500, msg: wrong });
  });

  it('uses a captcha only once', async () => {
    const { uuid, code } = await captcha();
    expect((await login({ username: 'admin', password: 'admin123', code, uuid })).code).toBe(200);
    expect(await login({ username: 'admin', password: 'admin123', code, uuid })).toEqual({
      code: 500,
      msg: '验证码已失效',
    });
  });

  it('expires a captcha after two minutes', async () => {
    const first = await captcha();
    mockDb().advanceTime(119_000);
    expect((await login({ username: 'admin', password: 'admin123', ...first })).code).toBe(200);
    const second = await captcha();
    mockDb().advanceTime(121_000);
    expect((await login({ username: 'admin', password: 'admin123', ...second })).msg).toBe('验证码已失效');
  });

  it.each([
    ['zh-CN', '账号不存在', '账号被封禁', '密码错误'],
    ['en', 'Account not exists.', 'Account is disabled.', 'Password error.'],
  ])(
    'reports unknown, disabled and wrong-password accounts (%s)',
    async (locale, missing, disabled, wrongPwd) => {
      setCaptchaEnabled(false);
      expect(await login({ username: 'nobody', password: 'x' }, locale)).toEqual({ code: 500, msg: missing });
      expect(await login({ username: 'admin', password: 'wrong' }, locale)).toEqual({
        code: 500,
        msg: wrongPwd,
      });
      const test = mockDb().tables.users.find((u) => u.userName === 'test');
      if (test) test.status = '1';
      expect(await login({ username: 'test', password: 'test123' }, locale)).toEqual({
        code: 500,
        msg: disabled,
      });
      // The last three rows (after the seeded history) are the three failures.
      expect(
        mockDb()
          .tables.logininfor.slice(-3)
          .map((l) => l.status),
      ).toEqual(['1', '1', '1']);
    },
  );

  it('locks the account after five wrong passwords, until the lock ends', async () => {
    setCaptchaEnabled(false);
    for (let i = 0; i < 5; i++)
      expect((await login({ username: 'editor', password: 'bad' })).msg).toBe('密码错误');
    const editor = mockDb().tables.users.find((u) => u.userName === 'editor');
    expect(editor?.status).toBe('2');
    const locked = await login({ username: 'editor', password: 'editor123' }, 'en');
    expect(locked).toEqual({ code: 500, msg: `User is locked, lock expire at: ${editor?.lockEndTime}` });
    mockDb().advanceTime(3601_000);
    expect((await login({ username: 'editor', password: 'editor123' })).code).toBe(200);
    expect(editor?.status).toBe('0');
  });
});

describe('session', () => {
  it('answers 401 (HTTP 200) without or with an unknown token, translated', async () => {
    const res = await request('/getInfo');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 401, msg: '未登录' });
    expect(await call('/getInfo', { token: 'bogus', locale: 'en' })).toEqual({
      code: 401,
      msg: 'Not login.',
    });
    expect(await call('/getRouters', { locale: 'zh-TW' })).toEqual({ code: 401, msg: '未登錄' });
  });

  it('logs out with an empty HTTP 200 body and forgets the token', async () => {
    const token = mockLogin('editor');
    const res = await request('/logout', { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect((await call('/getInfo', { token })).code).toBe(401);
    expect(mockDb().tables.logininfor.at(-1)).toMatchObject({ userName: 'editor', logType: '1' });
    // Without a token it still answers an empty 200.
    expect(await (await request('/logout', { method: 'POST' })).text()).toBe('');
  });

  it('gives the editor its role key and menu permissions only', async () => {
    const info = await call<{
      roles: string[];
      permissions: string[];
      user: { roles: { roleKey: string }[] };
    }>('/getInfo', { token: mockLogin('editor') });
    expect(info.data?.roles).toEqual(['editor']);
    expect(info.data?.permissions).toEqual(
      expect.arrayContaining([
        'cms:view',
        'cms:site:view',
        'system:user:view',
        'system:dict:view',
        'Site:View:1',
      ]),
    );
    expect(info.data?.permissions).not.toContain('system:user:add');
    expect(info.data?.user.roles.map((r) => r.roleKey)).toEqual(['editor']);
  });
});
