/**
 * The CRUD handler factory (src/mocks/core/crud-entity.ts), tested once, deeply, on throwaway entities
 * mounted under /__crud over the posts table: every entity ported to it relies on this behaviour.
 */
import { defineCrud, type R, type SysPost, type TableData } from '@/mocks';

import { mockBackend, mockDb, mockLogin, server } from '../msw-server';
import { call, request } from './helpers';
import { XLSX_TYPE } from './system/support';

const post = (id: string, postCode: string, postName: string, createTime: string, status = '0'): SysPost => ({
  postId: id,
  postCode,
  postName,
  postSort: Number(id),
  status,
  createBy: 'seed',
  createTime,
});

/** Strict entity: unknown ids are DATA_NOT_FOUND_BY_ID, deleted by path, with a read-only column. */
const strict = defineCrud({
  table: 'posts',
  id: 'postId',
  path: '/__crud/strict',
  perm: 'test:crud',
  filters: { like: ['postName'], eq: ['status'], time: 'createTime' },
  order: (rows) => [...rows].sort((a, b) => b.postSort - a.postSort),
  toVO: (_c, row) => ({ ...row, enable: row.status === '0' }),
  export: { className: 'SysPost', columns: [['岗位编码', 'postCode']] },
  validate: (v, body) => [v.notBlank(body.postName), v.length(body.postCode, 1, 8)],
  fields: (body) => ({
    postCode: String(body.postCode),
    postName: String(body.postName),
    postSort: Number(body.postSort ?? 0),
    status: typeof body.status === 'string' ? body.status : undefined,
  }),
  defaults: () => ({ status: '1', remark: 'new' }),
  readOnly: ['status'],
  unique: [
    { field: 'postCode' },
    {
      field: 'postName',
      scope: ['postSort'],
      message: 'ERR.COMMON.INVALID_REQUEST_ARG',
      arg: (r) => `#${r.postSort}`,
    },
  ],
  beforeDelete: (c, rows) => {
    if (rows.some((r) => r.postCode === 'KEEP')) c.error('ERR.SYS.POST_USER_NOT_EMPTY');
  },
  deleteFrom: 'path',
});

/** Lenient entity: GET of an unknown id answers no data, PUT fails NOT_NULL; deleted by body list. */
const lenient = defineCrud({
  table: 'posts',
  id: 'postId',
  path: '/__crud/lenient',
  perm: { view: 'test:crud:view', add: 'test:crud:add', edit: 'test:crud:edit', remove: 'test:crud:remove' },
  fields: (body) => ({ postName: String(body.postName) }),
  unknownId: 'absent',
  audit: false,
});

let admin = '';

beforeEach(() => {
  const { route } = mockBackend().ctx;
  server.use(...strict.handlers(route), ...lenient.handlers(route));
  mockDb().tables.posts = [
    post('1', 'A1', 'Alpha', '2025-01-01 10:00:00'),
    post('2', 'B2', 'beta', '2025-01-02 10:00:00', '1'),
    post('3', 'G3', 'Gamma', '2025-01-03 23:00:00'),
    post('4', 'KEEP', 'Delta', '2025-01-04 08:00:00'),
  ];
  admin = mockLogin('admin');
});

const en = { locale: 'en' };
const get = <T>(path: string) => call<T>(path, { token: admin, ...en });
const send = <T>(method: string, path: string, json?: unknown) =>
  call<T>(path, { method, json, token: admin, ...en });
const ids = (reply: R<TableData<{ postId: string }>>) => reply.data?.rows.map((r) => r.postId);
const row = (id: string) => mockDb().tables.posts.find((p) => p.postId === id);

describe('list', () => {
  it('pages the ordered rows with a string total and maps them through toVO', async () => {
    const first = await get<TableData<SysPost & { enable: boolean }>>('/__crud/strict/list?pageSize=3');
    expect(first.data?.total).toBe('4');
    expect(first.data?.rows.map((r) => [r.postId, r.enable])).toEqual([
      ['4', true],
      ['3', true],
      ['2', false],
    ]);
    expect(ids(await get('/__crud/strict/list?pageSize=3&pageNum=2'))).toEqual(['1']);
    expect(ids(await get('/__crud/strict/list?pageSize=3&pageNum=5'))).toEqual([]);
  });

  it('filters by like (any case), eq and the date range; blank filters are ignored', async () => {
    expect(ids(await get('/__crud/strict/list?postName=A&status='))).toEqual(['4', '3', '2', '1']);
    expect(ids(await get('/__crud/strict/list?postName=ETA'))).toEqual(['2']);
    expect(ids(await get('/__crud/strict/list?status=1'))).toEqual(['2']);
    const range = 'params%5BbeginTime%5D=2025-01-02&params%5BendTime%5D=2025-01-03';
    expect(ids(await get(`/__crud/strict/list?${range}`))).toEqual(['3', '2']);
  });

  it('exports the filtered page as xlsx with cc-export, and refuses the POST without it', async () => {
    const res = await request('/__crud/strict/list', {
      method: 'POST',
      token: admin,
      headers: { 'cc-export': '1', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'status=1',
    });
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    const refused = await send('POST', '/__crud/strict/list');
    expect(refused).toEqual({ code: 500, msg: "Request method 'POST' is not supported" });
  });
});

describe('get', () => {
  it('answers the detail VO, or the backend not-found message by mode', async () => {
    expect((await get<{ postName: string; enable: boolean }>('/__crud/strict/1')).data).toMatchObject({
      postName: 'Alpha',
      enable: true,
    });
    expect(await get('/__crud/strict/99')).toEqual({ code: 500, msg: 'Data not found: postId=99' });
    expect(await get('/__crud/lenient/99')).toEqual({ code: 200, msg: 'SUCCESS' });
  });
});

describe('create', () => {
  it('validates, fills defaults under the body, stamps the creator and assigns a new string id', async () => {
    expect(await send('POST', '/__crud/strict', { postCode: 'TOO-LONG-CODE' })).toEqual({
      code: 500,
      msg: 'must not be blank\nlength must be between 1 and 8',
    });
    expect(
      (await send('POST', '/__crud/strict', { postCode: 'N5', postName: 'New', postSort: 9 })).code,
    ).toBe(200);
    const created = mockDb().tables.posts.at(-1);
    expect(created).toMatchObject({ postCode: 'N5', status: '1', remark: 'new', createBy: 'admin' });
    expect(created?.postId).toMatch(/^\d+$/);
    expect(['1', '2', '3', '4']).not.toContain(created?.postId);
  });

  it('fails a unique rule with its message, scoped rules only among rows sharing the scope', async () => {
    expect(await send('POST', '/__crud/strict', { postCode: 'A1', postName: 'Other' })).toEqual({
      code: 500,
      msg: 'Data conflict: [A1]',
    });
    // Same name as post 1 but another postSort: allowed; same name and postSort: the custom message.
    expect(
      (await send('POST', '/__crud/strict', { postCode: 'X', postName: 'Alpha', postSort: 7 })).code,
    ).toBe(200);
    expect(await send('POST', '/__crud/strict', { postCode: 'Y', postName: 'Alpha', postSort: 1 })).toEqual({
      code: 500,
      msg: 'Invalid parameter: #1',
    });
    expect(mockDb().tables.posts).toHaveLength(5);
  });
});

describe('update', () => {
  it('changes the writable columns only: id, audit columns and read-only columns stay', async () => {
    const reply = await send('PUT', '/__crud/strict', {
      postId: '2',
      postCode: 'B2',
      postName: 'Beta!',
      postSort: 2,
      status: '0',
      createBy: 'intruder',
      createTime: '1999-01-01 00:00:00',
    });
    expect(reply.code).toBe(200);
    expect(row('2')).toMatchObject({
      postName: 'Beta!',
      status: '1',
      createBy: 'seed',
      createTime: '2025-01-02 10:00:00',
      updateBy: 'admin',
    });
  });

  it('keeps its own values unique against the other rows, not against itself', async () => {
    const same = { postId: '1', postCode: 'A1', postName: 'Alpha', postSort: 1 };
    expect((await send('PUT', '/__crud/strict', same)).code).toBe(200);
    expect(await send('PUT', '/__crud/strict', { ...same, postCode: 'G3' })).toEqual({
      code: 500,
      msg: 'Data conflict: [G3]',
    });
  });

  it('answers an unknown id by mode: not found, or NOT_NULL on the id', async () => {
    const body = { postId: '99', postCode: 'Z', postName: 'Z' };
    expect(await send('PUT', '/__crud/strict', body)).toEqual({
      code: 500,
      msg: 'Data not found: postId=99',
    });
    expect(await send('PUT', '/__crud/lenient', body)).toEqual({
      code: 500,
      msg: 'Parameter "postId" cannot be null.',
    });
    // audit: false leaves the update stamps alone.
    expect((await send('PUT', '/__crud/lenient', { postId: '3', postName: 'G' })).code).toBe(200);
    expect(row('3')).toMatchObject({ postName: 'G' });
    expect(row('3')?.updateBy).toBeUndefined();
  });
});

describe('delete', () => {
  it('deletes an id list from the body, ignoring unknown ids, and needs at least one id', async () => {
    expect((await send('DELETE', '/__crud/lenient', ['1', 3, '99'])).code).toBe(200);
    expect(mockDb().tables.posts.map((p) => p.postId)).toEqual(['2', '4']);
    expect(await send('DELETE', '/__crud/lenient', [])).toEqual({
      code: 500,
      msg: 'Parameter "postIds" cannot be empty.',
    });
  });

  it('deletes "1,2" from the path, each id must exist, and runs the business rules first', async () => {
    expect(await send('DELETE', '/__crud/strict/1,99')).toEqual({
      code: 500,
      msg: 'Data not found: postId=99',
    });
    expect(row('1')).toBeDefined();
    expect((await send('DELETE', '/__crud/strict/3,4')).msg).toBe('Please remove the associated user first.');
    expect(row('3')).toBeDefined();
    expect((await send('DELETE', '/__crud/strict/1,2')).code).toBe(200);
    expect(mockDb().tables.posts.map((p) => p.postId)).toEqual(['3', '4']);
  });
});

describe('permissions', () => {
  it('answers 403 naming the key of each kind, and 401 without a token', async () => {
    const editor = mockLogin('editor');
    const as = (method: string, path: string, json?: unknown) =>
      call(path, { method, json, token: editor, ...en });
    const denied = (key: string) => ({ code: 403, msg: `Access denied for \`${key}\`.` });
    expect(await as('GET', '/__crud/strict/list')).toEqual(denied('test:crud:view'));
    expect(await as('GET', '/__crud/strict/1')).toEqual(denied('test:crud:view'));
    expect(await as('POST', '/__crud/strict', { postCode: 'Q', postName: 'Q' })).toEqual(
      denied('test:crud:add'),
    );
    expect(await as('PUT', '/__crud/lenient', { postId: '1', postName: 'Q' })).toEqual(
      denied('test:crud:edit'),
    );
    expect(await as('DELETE', '/__crud/strict/1')).toEqual(denied('test:crud:remove'));
    expect(mockDb().tables.posts).toHaveLength(4);
    expect((await call('/__crud/strict/list')).code).toBe(401);
  });
});
