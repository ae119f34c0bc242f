/**
 * VoteSubjectController (1.5.5): a vote's subjects in sortFlag order, each with its items; a new
 * subject goes last, or before `nextSubjectId` (the later ones move down one); the items of a subject
 * are saved as a whole list (new ones without an id, kept ones keep their votes, missing ones are
 * deleted, the order is the list's). An input subject has no items.
 */
import type { HttpHandler } from 'msw';

import { ITEM_TYPES, VOTE_PERM } from './vote';
import type { Call, MockContext } from '../../core/context';
import { idList, sortBy, stampCreate, stampUpdate } from '../../core/crud';
import { ok, table } from '../../core/envelope';
import type { CmsVoteItem, CmsVoteSubject } from '../../db/areas/operations';

type Body = Record<string, unknown>;
const str = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));

function requireVote(c: Call, voteId: string | undefined) {
  const vote = c.db.tables.votes.find((v) => v.voteId === voteId);
  return vote ?? c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'voteId', voteId);
}

function requireSubject(c: Call, subjectId: string | undefined) {
  const subject = c.db.tables.voteSubjects.find((s) => s.subjectId === subjectId);
  return subject ?? c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'subjectId', subjectId);
}

/** The subject's items in order, each with the vote's participant count as `voteTotal`. */
function itemsOf(c: Call, subject: CmsVoteSubject) {
  const voteTotal = c.db.tables.votes.find((v) => v.voteId === subject.voteId)?.total ?? 0;
  const items = c.db.tables.voteItems.filter((i) => i.subjectId === subject.subjectId);
  return sortBy(items, 'sortFlag').map((i) => ({ ...i, voteTotal }));
}

const withItems = (c: Call, subject: CmsVoteSubject) => ({ ...subject, itemList: itemsOf(c, subject) });

function subjectFields(c: Call, body: Body) {
  c.validate((v) => [v.notEmpty(body.title), v.dict(body.type, 'VoteSubjectType')]);
  return { title: String(body.title), type: String(body.type), remark: str(body.remark) };
}

function dropItems(c: Call, subjectIds: readonly string[]) {
  c.db.tables.voteItems = c.db.tables.voteItems.filter((i) => !subjectIds.includes(i.subjectId));
}

/** A new subject's place: before `nextSubjectId` (moving it and the later ones down), else last. */
function placeSubject(c: Call, voteId: string, nextSubjectId: string | undefined): number {
  const siblings = c.db.tables.voteSubjects.filter((s) => s.voteId === voteId);
  const next = siblings.find((s) => s.subjectId === nextSubjectId);
  if (!next) return Math.max(0, ...siblings.map((s) => s.sortFlag)) + 1;
  const at = next.sortFlag;
  for (const s of siblings) if (s.sortFlag >= at) s.sortFlag += 1;
  return at;
}

function saveItems(c: Call, subject: CmsVoteSubject, list: Body[]) {
  const old = c.db.tables.voteItems.filter((i) => i.subjectId === subject.subjectId);
  const items = list.map((body, index): CmsVoteItem => {
    const type = String(body.type ?? '');
    if (!(type in ITEM_TYPES)) c.error('ERRCODE.VOTE.UNSUPPORTED_VOTE_ITEM_TYPE', type);
    const kept = old.find((i) => i.itemId === str(body.itemId));
    const fields = {
      type,
      content: String(body.content ?? ''),
      description: str(body.description),
      sortFlag: index + 1,
    };
    if (kept) return stampUpdate(c, { ...kept, ...fields });
    const { voteId, subjectId } = subject;
    return stampCreate(c, { itemId: c.db.nextId(), voteId, subjectId, total: 0, ...fields });
  });
  dropItems(c, [subject.subjectId]);
  c.db.tables.voteItems.push(...items);
}

export function voteSubjectHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/vote/subject', { perm: VOTE_PERM.view }, (c) => {
      const voteId = c.query.get('voteId') ?? undefined;
      c.validate((v) => [v.longId(voteId)]);
      const subjects = c.db.tables.voteSubjects.filter((s) => s.voteId === voteId);
      return table(sortBy(subjects, 'sortFlag').map((s) => withItems(c, s)));
    }),
    route.get<{ id: string }>('/vote/subject/items/{id}', { perm: VOTE_PERM.view }, (c) =>
      table(itemsOf(c, requireSubject(c, c.params.id))),
    ),
    route.post('/vote/subject/items', { perm: VOTE_PERM.edit }, async (c) => {
      const body = await c.body<Body>();
      const subject = requireSubject(c, str(body.subjectId));
      const list = Array.isArray(body.itemList) ? (body.itemList as Body[]) : [];
      saveItems(c, subject, subject.type === 'input' ? [] : list);
    }),
    route.get<{ id: string }>('/vote/subject/{id}', { perm: VOTE_PERM.view }, (c) =>
      ok(withItems(c, requireSubject(c, c.params.id))),
    ),
    route.post('/vote/subject', { perm: VOTE_PERM.edit }, async (c) => {
      const body = await c.body<Body>();
      const fields = subjectFields(c, body);
      const vote = requireVote(c, str(body.voteId));
      const sortFlag = placeSubject(c, vote.voteId, str(body.nextSubjectId));
      const subject = { subjectId: c.db.nextId(), voteId: vote.voteId, sortFlag, ...fields };
      c.db.tables.voteSubjects.push(stampCreate(c, subject));
    }),
    route.put('/vote/subject', { perm: VOTE_PERM.edit }, async (c) => {
      const body = await c.body<Body>();
      const fields = subjectFields(c, body);
      const subject = requireSubject(c, str(body.subjectId));
      Object.assign(subject, fields);
      stampUpdate(c, subject);
      if (subject.type === 'input') dropItems(c, [subject.subjectId]);
    }),
    route.delete('/vote/subject', { perm: VOTE_PERM.edit }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'subjectIds');
      c.db.tables.voteSubjects = c.db.tables.voteSubjects.filter((s) => !ids.includes(s.subjectId));
      dropItems(c, ids);
    }),
  ];
}
