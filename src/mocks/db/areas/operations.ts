/**
 * Tables of the friend links, advertising, manual blocks, comments, votes area: row types, the tables and their seed. Kept apart from ../types so
 * each area of the console grows its mock on its own (Tables extends this).
 */
import type { Vote, VoteSubject, VoteSubjectItem } from '@/api/vote/vote.types';

import type { CmsSeed } from '../cms-seed';
import type { BaseEntity, Id } from '../types';
import { seedAds } from './operations-seed-ads';
import { seedComments, seedLinks, seedVotes } from './operations-seed-community';

export interface CmsLinkGroup extends BaseEntity {
  linkGroupId: Id;
  siteId: Id;
  name: string;
  code: string;
  sortFlag: number;
}

export interface CmsLink extends BaseEntity {
  linkId: Id;
  siteId: Id;
  groupId: Id;
  name: string;
  url: string;
  /** `iurl://resource?id=…` or an http(s) address. */
  logo?: string;
  sortFlag: number;
}

export interface CmsAdvertisement extends BaseEntity {
  advertisementId: Id;
  siteId: Id;
  adSpaceId: Id;
  type: string;
  name: string;
  weight: number;
  keywords?: string;
  /** EnableOrDisable: '0' enabled, '1' disabled. */
  state: string;
  onlineDate: string;
  offlineDate: string;
  redirectUrl?: string;
  resourcePath?: string;
}

/** One hour of one ad (CmsAdHourStat): the counters the statistics job folds the events into. */
export interface CmsAdHourStat {
  statId: Id;
  siteId: Id;
  /** yyyyMMddHH */
  hour: string;
  advertisementId: Id;
  click: number;
  view: number;
}

/** A click or view event (CmsAdClickLog / CmsAdViewLog share the columns). */
export interface CmsAdEventLog {
  logId: Id;
  siteId: Id;
  adId: Id;
  adName: string;
  host: string;
  ip: string;
  address: string;
  referer: string;
  browser: string;
  userAgent: string;
  os: string;
  deviceType: string;
  locale: string;
  evtTime: string;
}

export interface CmsComment {
  commentId: Id;
  siteId: Id;
  uid: Id;
  /** '0' for a top-level comment. */
  parentId: Id;
  replyUid?: Id;
  sourceType: string;
  sourceId: string;
  content: string;
  likeCount: number;
  /** CommentAuditStatus: 0 to audit, 1 passed, 2 not passed. */
  auditStatus: number;
  commentTime: string;
  delFlag: number;
  ip: string;
  location: string;
  clientType: string;
}

export interface CmsCommentLike {
  logId: Id;
  commentId: Id;
  uid: Id;
  likeTime: string;
}

/** The stored vote: the API's Vote (with its BaseEntity columns). */
export type CmsVote = Vote & BaseEntity;

/** The stored subject: its items are rows of their own. */
export type CmsVoteSubject = Omit<VoteSubject, 'itemList'> & BaseEntity;

/** The stored item: `voteTotal` is the vote's, added when listed. */
export type CmsVoteItem = Omit<VoteSubjectItem, 'voteTotal'> & BaseEntity;

export interface OperationsTables {
  linkGroups: CmsLinkGroup[];
  links: CmsLink[];
  advertisements: CmsAdvertisement[];
  adHourStats: CmsAdHourStat[];
  adClickLogs: CmsAdEventLog[];
  adViewLogs: CmsAdEventLog[];
  comments: CmsComment[];
  commentLikes: CmsCommentLike[];
  votes: CmsVote[];
  voteSubjects: CmsVoteSubject[];
  voteItems: CmsVoteItem[];
}

/** The CMS rows the area's seed hangs off: ad spaces and blocks are page widgets, comments name contents. */
export type OperationsSeedSource = Pick<CmsSeed, 'pageWidgets' | 'contents' | 'resources'>;

/**
 * Seeds the area. Ids start at 50,000,001 so they never meet the CMS seed's (which grows with the
 * benchmark's extra catalogs and articles). Times are relative to the hour the seed runs, so the last
 * 30 days of ad events are always "recent"; the counts are a pure function of the row's position.
 * Manual blocks' rows live in their page widgets, which are seeded with the core tables (../seed.ts).
 */
export function seedOperationsTables(source?: OperationsSeedSource): OperationsTables {
  let seq = 50_000_000;
  const nextId = () => String(++seq);
  const anchor = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const widgets = source?.pageWidgets ?? [];
  return {
    ...seedLinks(nextId, source?.resources ?? []),
    ...seedAds(nextId, anchor, widgets, source?.resources ?? []),
    ...seedComments(nextId, anchor, source?.contents ?? []),
    ...seedVotes(nextId, anchor),
  };
}
