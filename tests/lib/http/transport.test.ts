import { delay, http as mock, HttpResponse } from 'msw';

import { ApiError, CanceledError, http } from '@/lib/http';
import { instance } from '@/lib/http/client';

import { api, type FeedbackSpies, ok, spyFeedback } from './helpers';
import { server } from '../../msw-server';

let spies: FeedbackSpies;
beforeEach(() => {
  spies = spyFeedback();
});
afterEach(() => {
  vi.restoreAllMocks();
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

describe('http: transport errors', () => {
  it('network error → backend connection failed, 5 s', async () => {
    server.use(mock.get(api('/down'), () => HttpResponse.error()));
    const error = await rejection(http.get('/down'));
    expect(error).toMatchObject({ message: '后端接口连接异常', code: 0, shown: true });
    expect(spies.error).toHaveBeenCalledWith('后端接口连接异常', 5);
  });

  it('timeout → request timed out', async () => {
    // msw's XMLHttpRequest interceptor ignores xhr.timeout, so this one call goes through axios's Node
    // adapter, whose timeout msw does honour. The message mapping under test is the same for both.
    const adapter = instance.defaults.adapter;
    instance.defaults.adapter = 'http';
    onTestFinished(() => {
      instance.defaults.adapter = adapter;
    });
    server.use(
      mock.get(api('/slow'), async () => {
        await delay(500);
        return ok();
      }),
    );
    const error = await rejection(http.get('/slow', undefined, { timeout: 20 }));
    expect(error).toMatchObject({ message: '系统接口请求超时', code: 0, shown: true });
    expect(spies.error).toHaveBeenCalledWith('系统接口请求超时', 5);
  });

  it('HTTP 502 → API error with the status code', async () => {
    server.use(mock.get(api('/gateway'), () => new HttpResponse('Bad Gateway', { status: 502 })));
    const error = await rejection(http.get('/gateway'));
    expect(error).toMatchObject({ message: '系统接口 502 异常', code: 502, shown: true });
    expect(spies.error).toHaveBeenCalledWith('系统接口 502 异常', 5);
  });

  it('silent suppresses transport messages', async () => {
    server.use(mock.get(api('/down'), () => HttpResponse.error()));
    const error = await rejection(http.get('/down', undefined, { silent: true }));
    expect(error.shown).toBe(false);
    expect(spies.error).not.toHaveBeenCalled();
  });

  it('an aborted call rejects with CanceledError and shows nothing', async () => {
    server.use(
      mock.get(api('/abort'), async () => {
        await delay(500);
        return ok();
      }),
    );
    const controller = new AbortController();
    const pending = rejection(http.get('/abort', undefined, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(CanceledError);
    expect(error.shown).toBe(false);
    expect(spies.error).not.toHaveBeenCalled();
  });
});
