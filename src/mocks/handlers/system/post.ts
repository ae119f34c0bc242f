/**
 * SysPostController: list (+ Excel export), detail, add, edit, delete, option list. Name and code are
 * unique (DATA_CONFLICT with the value); a post still assigned to users cannot be deleted.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, sortBy, stampCreate, stampUpdate, type FilterSpec } from '../../core/crud';
import { ok } from '../../core/envelope';
import { exportPage, exportQuery, xlsxResponse } from '../../core/excel';
import type { SysPost } from '../../db';

const FILTERS: FilterSpec<SysPost> = { like: ['postName', 'postCode'], eq: ['status'] };

type PostBody = Partial<Record<keyof SysPost, unknown>>;

function rowsOf(c: Call, query: URLSearchParams): SysPost[] {
  return filterRows(sortBy(c.db.tables.posts, 'postSort'), query, FILTERS);
}

function checkPost(c: Call, body: PostBody, selfId?: string) {
  c.validate((v) => [
    v.notBlank(body.postCode),
    v.length(body.postCode, 0, 64),
    v.notBlank(body.postName),
    v.length(body.postName, 0, 50),
    v.notNull(body.postSort),
  ]);
  const others = c.db.tables.posts.filter((p) => p.postId !== selfId);
  if (others.some((p) => p.postName === body.postName)) c.error('ERR.COMMON.DATA_CONFLICT', body.postName);
  if (others.some((p) => p.postCode === body.postCode)) c.error('ERR.COMMON.DATA_CONFLICT', body.postCode);
}

function fields(body: PostBody) {
  return {
    postCode: String(body.postCode),
    postName: String(body.postName),
    postSort: Number(body.postSort),
    status: body.status === undefined || body.status === null ? '0' : String(body.status),
    remark: typeof body.remark === 'string' ? body.remark : undefined,
  };
}

export function postHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/system/post/list', { perm: 'system:post:view' }, (c) => c.page(rowsOf(c, c.query))),
    route.post('/system/post/list', { perm: 'system:post:view' }, async (c) => {
      const query = await exportQuery(c);
      return xlsxResponse(
        c,
        'SysPost',
        [
          ['岗位序号', 'postId'],
          ['岗位编码', 'postCode'],
          ['岗位名称', 'postName'],
          ['岗位排序', 'postSort'],
          ['状态', 'status'],
        ],
        exportPage(rowsOf(c, query), query),
      );
    }),
    route.get('/system/post/optionselect', (c) =>
      ok(
        sortBy(c.db.tables.posts, 'postSort').map(({ postId, postCode, postName }) => ({
          postId,
          postCode,
          postName,
        })),
      ),
    ),
    route.get<{ postId: string }>('/system/post/{postId}', { perm: 'system:post:view' }, (c) =>
      ok(c.db.tables.posts.find((p) => p.postId === c.params.postId)),
    ),
    route.post('/system/post', { perm: 'system:post:add' }, async (c) => {
      const body = await c.body<PostBody>();
      checkPost(c, body);
      c.db.tables.posts.push(stampCreate(c, { postId: c.db.nextId(), ...fields(body) }));
    }),
    route.put('/system/post', { perm: 'system:post:edit' }, async (c) => {
      const body = await c.body<PostBody>();
      const row = c.db.tables.posts.find((p) => p.postId === String(body.postId));
      if (!row) return c.error('ERR.COMMON.NOT_NULL', 'postId');
      checkPost(c, body, row.postId);
      Object.assign(row, fields(body));
      stampUpdate(c, row);
    }),
    route.delete('/system/post', { perm: 'system:post:remove' }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'postIds');
      for (const id of ids) {
        const post = c.db.tables.posts.find((p) => p.postId === id);
        if (post && c.db.tables.users.some((u) => u.postIds.includes(id)))
          c.error('ERR.SYS.POST_USER_NOT_EMPTY', post.postName);
      }
      c.db.tables.posts = c.db.tables.posts.filter((p) => !ids.includes(p.postId));
    }),
  ];
}
