import {
  fail,
  filterRows,
  idList,
  MockReply,
  msg,
  ok,
  paged,
  pageParams,
  parseLocale,
  raise,
  sortBy,
  table,
  translateLabel,
} from '@/mocks';

import { mockBackend, mockDb, mockLogin, server } from '../msw-server';
import { call } from './helpers';

describe('envelope helpers', () => {
  it('ok() omits absent data and keeps the literal SUCCESS', () => {
    expect(ok()).toEqual({ code: 200, msg: 'SUCCESS' });
    expect(Object.keys(ok(null))).toEqual(['code', 'msg']);
    expect(ok('x')).toEqual({ code: 200, msg: 'SUCCESS', data: 'x' });
    expect(fail('boom')).toEqual({ code: 500, msg: 'boom' });
    expect(fail('no', 403)).toEqual({ code: 403, msg: 'no' });
  });

  it('table() wraps all rows with a string total', () => {
    expect(table([1, 2, 3]).data).toEqual({ rows: [1, 2, 3], total: '3' });
  });

  it('paged() reads pageNum/pageSize with defaults 1/20 and a 10000 cap', () => {
    const rows = Array.from({ length: 45 }, (_, i) => i);
    expect(paged(rows, 'http://x/list').data).toEqual({ rows: rows.slice(0, 20), total: '45' });
    expect(paged(rows, 'http://x/list?pageNum=3&pageSize=20').data?.rows).toEqual([40, 41, 42, 43, 44]);
    expect(paged(rows, new URLSearchParams('pageNum=9')).data).toEqual({ rows: [], total: '45' });
    expect(pageParams('http://x/?pageNum=0&pageSize=abc')).toEqual({ pageNum: 1, pageSize: 20, offset: 0 });
    expect(pageParams('http://x/?pageSize=50000').pageSize).toBe(10000);
  });
});

describe('i18n helpers', () => {
  it('maps Accept-Language to a supported locale', () => {
    expect(parseLocale(null)).toBe('zh-CN');
    expect(parseLocale('en-US,en;q=0.9')).toBe('en');
    expect(parseLocale('zh-TW')).toBe('zh-TW');
    expect(parseLocale('fr')).toBe('zh-CN');
  });

  it('translates keys with placeholders; the db table wins over the properties', () => {
    const db = mockDb();
    expect(msg(db, 'ERRCODE.SECURITY.NOT_PERMISSION', 'en', 'a:b')).toBe('Access denied for `a:b`.');
    expect(msg(db, 'NO.SUCH.KEY', 'en')).toBe('NO.SUCH.KEY');
    db.tables.i18nDicts.push({
      dictId: '9999',
      langTag: 'en',
      langKey: 'ERR.SYS.PASSWORD_ERROR',
      langValue: 'Nope',
    });
    expect(msg(db, 'ERR.SYS.PASSWORD_ERROR', 'en')).toBe('Nope');
    expect(translateLabel(db, '{DICT.YesOrNo.Y}', 'en')).toBe('Yes');
    expect(translateLabel(db, 'plain', 'en')).toBe('plain');
  });
});

describe('route helper', () => {
  /** Adds throwaway endpoints built with the same route helper later handlers use. */
  function useProbeRoutes() {
    const { route } = mockBackend().ctx;
    server.use(
      route.get('/__probe/perm', { perm: 'system:user:add' }, () => ok('in')),
      route.get('/__probe/any', { perm: ['x:none', 'system:user:view'] }, () => ok('any')),
      route.get('/__probe/deep', () => {
        const helper = (): never => {
          throw new MockReply(fail('deep failure'));
        };
        helper();
      }),
      route.get('/__probe/raise', { public: true }, () => raise('raised', 601)),
      route.get('/__probe/crash', { public: true }, () => {
        throw new Error('kaputt');
      }),
      route.post<{ id: string }>('/__probe/item/{id}', { public: true }, async (c) => {
        const body = await c.body<{ name?: string; sort?: number }>();
        c.validate((v) => [v.notBlank(body.name), v.max(body.sort, 10)]);
        return ok({ id: c.params.id, ...body });
      }),
      route.get('/__probe/list', { public: true }, (c) => c.page(['a', 'b', 'c'])),
    );
  }

  it('answers 403 with the translated NOT_PERMISSION message naming the key', async () => {
    useProbeRoutes();
    expect(await call('/__probe/perm', { token: mockLogin('editor') })).toEqual({
      code: 403,
      msg: '无访问权限：system:user:add',
    });
    expect(await call('/__probe/perm', { token: mockLogin('editor'), locale: 'en' })).toEqual({
      code: 403,
      msg: 'Access denied for `system:user:add`.',
    });
    expect((await call('/__probe/perm', { token: mockLogin('admin') })).data).toBe('in');
    expect((await call('/__probe/any', { token: mockLogin('editor') })).data).toBe('any');
    expect((await call('/__probe/perm')).code).toBe(401);
  });

  it('turns MockReply, raise() and uncaught errors into envelopes', async () => {
    useProbeRoutes();
    const token = mockLogin();
    expect(await call('/__probe/deep', { token })).toEqual({ code: 500, msg: 'deep failure' });
    expect(await call('/__probe/raise')).toEqual({ code: 601, msg: 'raised' });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await call('/__probe/crash')).toEqual({ code: 500, msg: 'kaputt' });
    spy.mockRestore();
  });

  it('accepts {param} paths, parses JSON bodies and validates them', async () => {
    useProbeRoutes();
    expect(await call('/__probe/item/42', { method: 'POST', json: { name: 'n', sort: 3 } })).toEqual({
      code: 200,
      msg: 'SUCCESS',
      data: { id: '42', name: 'n', sort: 3 },
    });
    expect(await call('/__probe/item/42', { method: 'POST', json: { sort: 11 }, locale: 'en' })).toEqual({
      code: 500,
      msg: 'must not be blank\nmust be less than or equal to 10',
    });
    expect((await call('/__probe/list?pageSize=2&pageNum=2')).data).toEqual({ rows: ['c'], total: '3' });
  });
});

describe('crud helpers', () => {
  const rows = [
    { id: '1', name: 'Alpha', status: '0', createTime: '2025-01-01 10:00:00' },
    { id: '2', name: 'beta', status: '1', createTime: '2025-01-02 10:00:00' },
    { id: '3', name: 'Gamma', status: '0', createTime: '2025-01-03 23:00:00' },
  ];

  it('filters by like, eq and the RuoYi date range', () => {
    const q = (s: string) => new URLSearchParams(s);
    const spec = { like: ['name'], eq: ['status'], time: 'createTime' } as const;
    expect(filterRows(rows, q('name=A'), spec).map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(filterRows(rows, q('name=ph&status='), spec).map((r) => r.id)).toEqual(['1']);
    expect(filterRows(rows, q('status=0'), spec).map((r) => r.id)).toEqual(['1', '3']);
    const range = q('params[beginTime]=2025-01-02&params[endTime]=2025-01-03');
    expect(filterRows(rows, range, spec).map((r) => r.id)).toEqual(['2', '3']);
  });

  it('reads id lists and sorts', () => {
    expect(idList([1, '2', null])).toEqual(['1', '2']);
    expect(idList('3,4')).toEqual(['3', '4']);
    expect(idList(5)).toEqual(['5']);
    expect(sortBy(rows, 'name', true).map((r) => r.id)).toEqual(['3', '2', '1']);
  });
});
