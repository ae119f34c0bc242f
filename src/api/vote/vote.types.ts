/** Runtime-free shapes of the vote module's records, kept apart from the calls so the mock can import them. */

/** Vote as `GET /vote` lists it and `GET /vote/{voteId}` returns it (times `yyyy-MM-dd HH:mm:ss`). */
export interface Vote {
  voteId: string;
  code: string;
  title: string;
  startTime: string;
  endTime: string;
  /** An id of `GET /vote/userTypes` (`ip`). */
  userType: string;
  dayLimit: number;
  totalLimit: number;
  /** VoteStatus: 0 normal, 1 stopped, 2 closed. */
  status: string;
  /** VoteViewType: 0 invisible, 1 after voting, 2 visible. */
  viewType: string;
  /** How many took part. */
  total: number;
  /** Who the vote belongs to: `cms:<siteId>` for votes made in the CMS console. */
  source?: string;
  remark?: string;
  createTime?: string;
  updateTime?: string;
}

/** VoteSubjectItem: one choice of a subject; `total` its votes, `voteTotal` the vote's participants. */
export interface VoteSubjectItem {
  itemId: string;
  voteId: string;
  subjectId: string;
  /** An id of `GET /vote/item/types` (`Text`). */
  type: string;
  content: string;
  description?: string;
  sortFlag: number;
  total: number;
  voteTotal: number;
}

/** VoteSubject as `GET /vote/subject?voteId=` lists it (with its items) and the detail returns it. */
export interface VoteSubject {
  subjectId: string;
  voteId: string;
  /** VoteSubjectType: radio, checkbox, input (an input subject has no items). */
  type: string;
  title: string;
  sortFlag: number;
  itemList?: VoteSubjectItem[];
  remark?: string;
}
