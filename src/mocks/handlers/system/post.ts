/**
 * SysPostController: list (+ Excel export), detail, add, edit, delete, option list. Name and code are
 * unique (DATA_CONFLICT with the value); a post still assigned to users cannot be deleted.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { sortBy } from '../../core/crud';
import { defineCrud } from '../../core/crud-entity';
import { ok } from '../../core/envelope';

const posts = defineCrud({
  table: 'posts',
  id: 'postId',
  path: '/system/post',
  perm: 'system:post',
  filters: { like: ['postName', 'postCode'], eq: ['status'] },
  order: (rows) => sortBy(rows, 'postSort'),
  export: {
    className: 'SysPost',
    columns: [
      ['岗位序号', 'postId'],
      ['岗位编码', 'postCode'],
      ['岗位名称', 'postName'],
      ['岗位排序', 'postSort'],
      ['状态', 'status'],
    ],
  },
  validate: (v, body) => [
    v.notBlank(body.postCode),
    v.length(body.postCode, 0, 64),
    v.notBlank(body.postName),
    v.length(body.postName, 0, 50),
    v.notNull(body.postSort),
  ],
  fields: (body) => ({
    postCode: String(body.postCode),
    postName: String(body.postName),
    postSort: Number(body.postSort),
    status: body.status === undefined || body.status === null ? '0' : String(body.status),
    remark: typeof body.remark === 'string' ? body.remark : undefined,
  }),
  unique: [{ field: 'postName' }, { field: 'postCode' }],
  beforeDelete: (c, rows) => {
    const assigned = rows.find((post) => c.db.tables.users.some((u) => u.postIds.includes(post.postId)));
    if (assigned) c.error('ERR.SYS.POST_USER_NOT_EMPTY', assigned.postName);
  },
  // The controller passes getById straight through: an unknown id is an empty detail.
  unknownId: 'absent',
});

export function postHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/system/post/optionselect', (c) =>
      ok(
        sortBy(c.db.tables.posts, 'postSort').map(({ postId, postCode, postName }) => ({
          postId,
          postCode,
          postName,
        })),
      ),
    ),
    ...posts.handlers(route),
  ];
}
