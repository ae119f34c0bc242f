import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type { Vote } from './vote.types';

export type { Vote } from './vote.types';

export interface VoteQuery extends PageParams {
  title?: string;
  status?: string;
}

/**
 * Vote as POST|PUT /vote take it. The class also carries `total` and `subjectList`; the console never
 * sends them (the server counts the participants, subjects have their own calls).
 */
export type VoteBody = Omit<Vote, 'voteId' | 'total' | 'createTime' | 'updateTime'> & { voteId?: string };

/** An entry of `/vote/userTypes` and `/vote/item/types`: a plain map `{id, name}` (name translated). */
export interface VoteOption {
  id: string;
  name: string;
}

const toVoteBody = bodyPicker<VoteBody>()([
  'voteId',
  'code',
  'title',
  'startTime',
  'endTime',
  'userType',
  'dayLimit',
  'totalLimit',
  'status',
  'viewType',
  'source',
  'remark',
]);

export const voteKeys = createQueryKeys('vote');

/** VoteController. */
export const voteApi = {
  list: (query: VoteQuery) => http.page<Vote>('/vote', query),
  get: (voteId: string) => http.get<Vote>(`/vote/${voteId}`),
  userTypes: () => http.get<VoteOption[]>('/vote/userTypes'),
  itemTypes: () => http.get<VoteOption[]>('/vote/item/types'),
  add: (body: VoteBody) => http.post<void>('/vote', toVoteBody(body)),
  update: (body: VoteBody) => http.put<void>('/vote', toVoteBody(body)),
  remove: (voteIds: readonly string[]) => http.delete<void>('/vote', voteIds),
};
