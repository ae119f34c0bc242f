/**
 * VoteController (1.5.5): votes with title/status filters, the user and item type options, add/edit
 * with the Vote class's bean validation, a code unique among votes and a known user type; deleting
 * votes deletes their subjects and items.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { sortBy } from '../../core/crud';
import { defineCrud, type CrudBody } from '../../core/crud-entity';
import { ok } from '../../core/envelope';

export const VOTE_PERM = {
  view: 'vote:view',
  add: 'vote:add',
  /** Updates and every subject or item write accept either key. */
  edit: ['vote:add', 'vote:edit'],
  remove: 'vote:delete',
};

/** VoteUserType ids with their message keys (1.5.5 has the IP check only). */
const USER_TYPES = { ip: 'VOTE.USER_TYPE.IP' };
/** VoteItemType ids with their message keys. */
export const ITEM_TYPES = { Text: 'VOTE.ITEM_TYPE.TEXT' };

const options = (c: Call, types: Record<string, string>) =>
  ok(Object.entries(types).map(([id, key]) => ({ id, name: c.label(`{${key}}`) })));

const str = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

const votes = defineCrud({
  table: 'votes',
  id: 'voteId',
  path: '/vote',
  listPath: '/vote',
  perm: VOTE_PERM,
  filters: { like: ['title'], eq: ['status'] },
  // Newest first (the server orders by its growing ids; the mock's seed ids are larger than new ones).
  order: (rows) => sortBy(sortBy(rows, 'voteId', true), 'createTime', true),
  validate: (v, b) => [
    v.pattern(b.code, /^[A-Za-z0-9_]+$/),
    v.notEmpty(b.title),
    v.notNull(b.startTime),
    v.notNull(b.endTime),
    v.notEmpty(b.userType),
    v.min(b.dayLimit, 1),
    v.min(b.totalLimit, 1),
    v.dict(b.status, 'VoteStatus'),
    v.notEmpty(b.viewType),
  ],
  fields: (b: CrudBody, c) => {
    const userType = String(b.userType);
    if (!(userType in USER_TYPES)) c.error('ERRCODE.VOTE.UNSUPPORTED_VOTE_USER_TYPE', userType);
    return {
      code: String(b.code),
      title: String(b.title),
      startTime: String(b.startTime),
      endTime: String(b.endTime),
      userType,
      dayLimit: Number(b.dayLimit),
      totalLimit: Number(b.totalLimit),
      status: String(b.status),
      viewType: String(b.viewType),
      source: str(b.source),
      remark: str(b.remark),
    };
  },
  defaults: () => ({ total: 0 }),
  readOnly: ['total', 'source'],
  unique: [{ field: 'code' }],
  beforeDelete: (c, rows) => {
    const ids = rows.map((r) => r.voteId);
    c.db.tables.voteSubjects = c.db.tables.voteSubjects.filter((s) => !ids.includes(s.voteId));
    c.db.tables.voteItems = c.db.tables.voteItems.filter((i) => !ids.includes(i.voteId));
  },
});

export function voteHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/vote/userTypes', { perm: VOTE_PERM.view }, (c) => options(c, USER_TYPES)),
    route.get('/vote/item/types', {}, (c) => options(c, ITEM_TYPES)),
    ...votes.handlers(route),
  ];
}
