import { http as mock, HttpResponse } from 'msw';

import { setCurrentSiteId } from '@/lib/auth/current-site';
import { setToken } from '@/lib/auth/token';
import { API_BASE, http } from '@/lib/http';
import { instance } from '@/lib/http/client';
import { i18n } from '@/lib/i18n';

import { api, ok, spyFeedback } from './helpers';
import { server } from '../../msw-server';

beforeEach(() => {
  spyFeedback();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('http: success replies', () => {
  it('uses /prod-api as the default base and a 60 s timeout', () => {
    expect(API_BASE).toBe('/prod-api');
    expect(instance.defaults.baseURL).toBe('/prod-api');
    expect(instance.defaults.timeout).toBe(60_000);
  });

  it("hands a request to the transport in the caller's task, not a few microtasks later", async () => {
    const adapter = instance.defaults.adapter;
    const sent: string[] = [];
    instance.defaults.adapter = (config) => {
      sent.push(`${config.method} ${config.url}`);
      return Promise.resolve({
        data: { code: 200, data: 'x' },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      });
    };
    try {
      const reply = http.get('/now', { a: 1 });
      // Before any await: a render queued in a microtask (a store update) would otherwise come first.
      expect(sent).toEqual(['get /now?a=1']);
      await expect(reply).resolves.toBe('x');
    } finally {
      instance.defaults.adapter = adapter;
    }
  });

  it('resolves envelope.data for every verb, DELETE with a JSON body', async () => {
    const seen: { method: string; body: unknown }[] = [];
    server.use(
      mock.all(api('/verbs'), async ({ request }) => {
        const text = await request.text();
        seen.push({ method: request.method, body: text ? JSON.parse(text) : undefined });
        return ok({ method: request.method });
      }),
    );
    await expect(http.get('/verbs')).resolves.toEqual({ method: 'GET' });
    await expect(http.post('/verbs', { a: 1 })).resolves.toEqual({ method: 'POST' });
    await expect(http.put('/verbs', { a: 2 })).resolves.toEqual({ method: 'PUT' });
    await expect(http.delete('/verbs', ['1', '2'])).resolves.toEqual({ method: 'DELETE' });
    expect(seen).toEqual([
      { method: 'GET', body: undefined },
      { method: 'POST', body: { a: 1 } },
      { method: 'PUT', body: { a: 2 } },
      { method: 'DELETE', body: ['1', '2'] },
    ]);
  });

  it('sends JSON with the charset content type', async () => {
    let contentType: string | null = null;
    server.use(
      mock.post(api('/ct'), ({ request }) => {
        contentType = request.headers.get('content-type');
        return ok();
      }),
    );
    await http.post('/ct', { a: 1 });
    expect(contentType).toBe('application/json;charset=utf-8');
  });

  it('treats a body without code as success and an empty body as no data', async () => {
    server.use(
      mock.get(api('/nocode'), () => HttpResponse.json({ data: 5 })),
      mock.post(api('/logout'), () => new HttpResponse(null, { status: 200 })),
      mock.get(api('/text'), () => HttpResponse.text('欢迎使用')),
    );
    await expect(http.get('/nocode')).resolves.toBe(5);
    await expect(http.post('/logout', undefined, { repeatSubmit: false })).resolves.toBeUndefined();
    await expect(http.get('/text')).resolves.toBe('欢迎使用');
  });

  it('returns the whole envelope from http.envelope', async () => {
    server.use(mock.get(api('/env'), () => HttpResponse.json({ code: 200, msg: 'SUCCESS', data: [1] })));
    await expect(http.envelope('get', '/env')).resolves.toEqual({ code: 200, msg: 'SUCCESS', data: [1] });
  });

  it.each([
    [
      { rows: [{ id: '1' }], total: '57' },
      { rows: [{ id: '1' }], total: 57 },
    ],
    [
      { rows: [], total: 0 },
      { rows: [], total: 0 },
    ],
    [undefined, { rows: [], total: 0 }],
  ])('converts page total to a number: %j', async (data, expected) => {
    server.use(mock.get(api('/page'), () => ok(data)));
    await expect(http.page('/page', { pageNum: 1, pageSize: 20 })).resolves.toEqual(expected);
  });
});

describe('http: headers', () => {
  function captureHeaders() {
    const headers: Record<string, string | null>[] = [];
    server.use(
      mock.get(api('/headers'), ({ request }) => {
        headers.push({
          authorization: request.headers.get('authorization'),
          site: request.headers.get('currentsite'),
          language: request.headers.get('accept-language'),
          custom: request.headers.get('x-custom'),
        });
        return ok();
      }),
    );
    return headers;
  }

  it('adds the token, the current site and the language', async () => {
    const headers = captureHeaders();
    setToken('tok-1');
    setCurrentSiteId('42');
    await http.get('/headers', undefined, { headers: { 'x-custom': 'yes' } });
    expect(headers[0]).toEqual({
      authorization: 'Bearer tok-1',
      site: '42',
      language: 'zh-CN',
      custom: 'yes',
    });
  });

  it('sends no CurrentSite when none is stored', async () => {
    const headers = captureHeaders();
    setToken('tok-1');
    await http.get('/headers');
    expect(headers[0]).toMatchObject({ authorization: 'Bearer tok-1', site: null });
  });

  it('sends neither Authorization nor CurrentSite without a token or with isToken:false', async () => {
    const headers = captureHeaders();
    setCurrentSiteId('42');
    await http.get('/headers');
    setToken('tok-1');
    await http.get('/headers', undefined, { isToken: false });
    expect(headers).toEqual([
      { authorization: null, site: null, language: 'zh-CN', custom: null },
      { authorization: null, site: null, language: 'zh-CN', custom: null },
    ]);
  });

  it('follows the active language', async () => {
    const headers = captureHeaders();
    await i18n.changeLanguage('en');
    try {
      await http.get('/headers');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
    expect(headers[0]?.language).toBe('en');
  });
});

describe('http: GET params', () => {
  function captureUrl() {
    const urls: string[] = [];
    server.use(
      mock.get(api('/list'), ({ request }) => {
        urls.push(request.url.slice(request.url.indexOf('/prod-api')));
        return ok();
      }),
    );
    return urls;
  }

  it('serialises params with the tansParams rule', async () => {
    const urls = captureUrl();
    await http.get('/list', {
      pageNum: 1,
      empty: '',
      nothing: null,
      missing: undefined,
      name: '张 三&x',
      params: { beginTime: '2024-01-01 00:00:00', endTime: '', skip: null },
      zero: 0,
      flag: false,
    });
    expect(urls[0]).toBe(
      '/prod-api/list?pageNum=1&name=%E5%BC%A0%20%E4%B8%89%26x&params%5BbeginTime%5D=2024-01-01%2000%3A00%3A00&zero=0&flag=false',
    );
  });

  it('appends to a URL that already has a query and leaves the URL alone without params', async () => {
    const urls = captureUrl();
    await http.get('/list?a=1', { b: 2 });
    await http.get('/list', { only: null });
    await http.get('/list');
    expect(urls).toEqual(['/prod-api/list?a=1&b=2', '/prod-api/list', '/prod-api/list']);
  });
});
