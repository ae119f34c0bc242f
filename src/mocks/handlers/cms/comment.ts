/**
 * CommentController (1.5.5): top-level comments of the current site with filters, a comment's replies
 * and likes, audit (pass / not pass) and delete (marks `delFlag`, as the logic delete does).
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, sortBy } from '../../core/crud';
import type { CmsComment } from '../../db/areas/operations';

function toVO(c: Call, row: CmsComment) {
  const content =
    row.sourceType === 'cms_content'
      ? c.db.tables.contents.find((x) => x.contentId === row.sourceId)
      : undefined;
  return {
    ...row,
    replyCount: c.db.tables.comments.filter((r) => r.parentId === row.commentId).length,
    sourceTitle: content?.title,
    sourceUrl: content ? `iurl://content?id=${content.contentId}` : undefined,
  };
}

const newestFirst = (rows: CmsComment[]) => sortBy(rows, 'commentTime', true);

export function commentHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/comment', { perm: 'comment:view' }, (c) => {
      const top = c.db.tables.comments.filter((r) => r.parentId === '0');
      const rows = filterRows(newestFirst(top), c.query, {
        eq: ['sourceType', 'sourceId', 'uid', 'auditStatus'],
      });
      return c.page(rows.map((r) => toVO(c, r)));
    }),
    route.get<{ id: string }>('/comment/reply/{id}', { perm: 'comment:view' }, (c) =>
      c.page(
        newestFirst(c.db.tables.comments.filter((r) => r.parentId === c.params.id)).map((r) => toVO(c, r)),
      ),
    ),
    route.get<{ id: string }>('/comment/like/{id}', { perm: 'comment:view' }, (c) => {
      const likes = c.db.tables.commentLikes.filter((l) => l.commentId === c.params.id);
      return c.page(filterRows(sortBy(likes, 'likeTime', true), c.query, { eq: ['uid'] }));
    }),
    route.put('/comment/audit', { perm: 'comment:audit' }, async (c) => {
      const body = await c.body<{ commentIds?: unknown; auditFlag?: unknown }>();
      const ids = idList(body.commentIds);
      const status = body.auditFlag === 'Y' ? 1 : 2;
      for (const row of c.db.tables.comments) if (ids.includes(row.commentId)) row.auditStatus = status;
    }),
    route.delete('/comment', { perm: 'comment:delete' }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'commentIds');
      for (const row of c.db.tables.comments) if (ids.includes(row.commentId)) row.delFlag = 1;
    }),
  ];
}
