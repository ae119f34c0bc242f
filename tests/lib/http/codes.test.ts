import { http as mock, HttpResponse } from 'msw';

import { ApiError, http, setSessionExpiredHandler } from '@/lib/http';

import { api, fail, type FeedbackSpies, spyFeedback } from './helpers';
import { server } from '../../msw-server';

let spies: FeedbackSpies;
beforeEach(() => {
  spies = spyFeedback();
});
afterEach(() => {
  vi.restoreAllMocks();
  setSessionExpiredHandler(() => undefined);
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('http: code 401', () => {
  it('prompts once for concurrent failures and rejects each with the session error', async () => {
    let close: (relogin: boolean) => void = () => undefined;
    spies.confirm.mockImplementation(() => new Promise<boolean>((resolve) => (close = resolve)));
    server.use(mock.get(api('/dead'), () => fail(401, 'not login')));

    const errors = await Promise.all([1, 2, 3].map(() => rejection(http.get('/dead'))));

    expect(spies.confirm).toHaveBeenCalledTimes(1);
    expect(spies.confirm).toHaveBeenCalledWith({
      title: '登录状态已过期',
      content: '您可以继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
    });
    for (const error of errors) {
      expect(error).toMatchObject({
        code: 401,
        shown: true,
        message: '无效的会话，或者会话已过期，请重新登录。',
      });
    }
    // A fourth failure while the dialog is open still does not stack a second one.
    await rejection(http.get('/dead'));
    expect(spies.confirm).toHaveBeenCalledTimes(1);
    close(false);
    await vi.waitFor(async () => {
      await rejection(http.get('/dead'));
      expect(spies.confirm).toHaveBeenCalledTimes(2);
    });
    close(false);
  });

  it('calls the registered handler when the user chooses to log in again', async () => {
    const handler = vi.fn();
    setSessionExpiredHandler(handler);
    spies.confirm.mockResolvedValue(true);
    server.use(mock.get(api('/dead'), () => fail(401)));
    await rejection(http.get('/dead'));
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
  });

  it('prompts again later even when the handler failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSessionExpiredHandler(() => Promise.reject(new Error('logout failed')));
    spies.confirm.mockResolvedValue(true);
    server.use(mock.get(api('/dead'), () => fail(401)));
    await rejection(http.get('/dead'));
    await vi.waitFor(async () => {
      await rejection(http.get('/dead'));
      expect(spies.confirm).toHaveBeenCalledTimes(2);
    });
  });

  it('does not call the handler on cancel, and prompts even for silent calls', async () => {
    const handler = vi.fn();
    setSessionExpiredHandler(handler);
    spies.confirm.mockResolvedValue(false);
    server.use(mock.get(api('/dead'), () => fail(401)));
    const error = await rejection(http.get('/dead', undefined, { silent: true }));
    expect(error.shown).toBe(true);
    expect(spies.confirm).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('http: other codes', () => {
  it.each([
    // code, reply msg, expected message, which feedback, expected feedback args
    [500, '用户不存在', '用户不存在', 'error', ['用户不存在']],
    [500, undefined, '系统未知错误，请反馈给管理员', 'error', ['系统未知错误，请反馈给管理员']],
    [601, '数据已被引用', '数据已被引用', 'warning', ['数据已被引用']],
    [
      403,
      '没有权限：system:user:add',
      '当前操作没有权限',
      'notifyError',
      ['当前操作没有权限', '没有权限：system:user:add'],
    ],
    [404, undefined, '访问资源不存在', 'notifyError', ['访问资源不存在', undefined]],
    [418, '茶壶', '茶壶', 'notifyError', ['茶壶', undefined]],
    [
      418,
      undefined,
      '系统未知错误，请反馈给管理员',
      'notifyError',
      ['系统未知错误，请反馈给管理员', undefined],
    ],
  ] as const)('code %i (msg %s) rejects with "%s" via %s', async (code, msg, expected, method, args) => {
    server.use(mock.post(api(`/code/${code}`), () => fail(code, msg)));
    const error = await rejection(http.post(`/code/${code}`, { msg }));
    expect(error).toMatchObject({ code, message: expected, shown: true });
    expect(spies[method]).toHaveBeenCalledTimes(1);
    expect(spies[method]).toHaveBeenCalledWith(...args);
    expect(spies.confirm).not.toHaveBeenCalled();
  });

  it.each([500, 601, 403, 404, 418])('silent suppresses the message of code %i', async (code) => {
    server.use(mock.get(api('/quiet'), () => fail(code, 'boom')));
    const error = await rejection(http.get('/quiet', undefined, { silent: true }));
    expect(error.shown).toBe(false);
    expect(error.code).toBe(code);
    for (const spy of [spies.error, spies.warning, spies.notifyError, spies.confirm])
      expect(spy).not.toHaveBeenCalled();
  });

  it('reads a numeric code from a string', async () => {
    server.use(mock.get(api('/str'), () => HttpResponse.json({ code: '500', msg: 'x' })));
    await expect(rejection(http.get('/str'))).resolves.toMatchObject({ code: 500 });
  });
});
