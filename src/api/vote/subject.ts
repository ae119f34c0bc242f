import { http } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type { VoteSubject, VoteSubjectItem } from './vote.types';

export type { VoteSubject, VoteSubjectItem } from './vote.types';

/** VoteSubject as POST|PUT /vote/subject take it; `nextSubjectId` inserts the new subject before that one. */
export interface VoteSubjectBody {
  subjectId?: string;
  voteId: string;
  type: string;
  title: string;
  sortFlag?: number;
  nextSubjectId?: string;
  remark?: string;
}

/** An item as SaveSubjectItemsDTO carries it: without an `itemId` it is new; the order is the list's. */
export interface VoteItemBody {
  itemId?: string;
  voteId?: string;
  subjectId?: string;
  type: string;
  content?: string;
  description?: string;
  sortFlag?: number;
}

const toSubjectBody = bodyPicker<VoteSubjectBody>()([
  'subjectId',
  'voteId',
  'type',
  'title',
  'sortFlag',
  'nextSubjectId',
  'remark',
]);
const toItemBody = bodyPicker<VoteItemBody>()([
  'itemId',
  'voteId',
  'subjectId',
  'type',
  'content',
  'description',
  'sortFlag',
]);

export const voteSubjectKeys = createQueryKeys('vote/subject');

/** VoteSubjectController: a vote's subjects and each subject's items. */
export const voteSubjectApi = {
  /** Every subject of the vote (not paged), items included. */
  list: (voteId: string) => http.page<VoteSubject>('/vote/subject', { voteId }),
  get: (subjectId: string) => http.get<VoteSubject>(`/vote/subject/${subjectId}`),
  add: (body: VoteSubjectBody) => http.post<void>('/vote/subject', toSubjectBody(body)),
  update: (body: VoteSubjectBody) => http.put<void>('/vote/subject', toSubjectBody(body)),
  remove: (subjectIds: readonly string[]) => http.delete<void>('/vote/subject', subjectIds),
  items: (subjectId: string) => http.page<VoteSubjectItem>(`/vote/subject/items/${subjectId}`),
  /** Replaces the subject's items by this list, in this order. */
  saveItems: (subjectId: string, items: readonly VoteItemBody[]) =>
    http.post<void>('/vote/subject/items', { subjectId, itemList: items.map(toItemBody) }),
};
