import { http, type PageParams } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** Comment as `GET /comment` and `GET /comment/reply/{id}` return it. */
export interface Comment {
  commentId: string;
  uid: string;
  parentId: string;
  replyUid?: string;
  replyCount: number;
  sourceType: string;
  sourceId: string;
  /** The commented content's title and address, when the source is known. */
  sourceTitle?: string;
  sourceUrl?: string;
  content: string;
  likeCount: number;
  /** CommentAuditStatus: 0 to audit, 1 passed, 2 not passed. */
  auditStatus: number;
  commentTime: string;
  /** 1: deleted. */
  delFlag: number;
  ip?: string;
  location?: string;
  clientType?: string;
}

export interface CommentLike {
  logId: string;
  commentId: string;
  uid: string;
  likeTime: string;
}

export interface CommentQuery extends PageParams {
  sourceType?: string;
  sourceId?: string;
  uid?: string;
  auditStatus?: string;
}

export const commentKeys = createQueryKeys('comment');

/** CommentController. */
export const commentApi = {
  list: (query: CommentQuery) => http.page<Comment>('/comment', query),
  replies: (commentId: string, query: PageParams) => http.page<Comment>(`/comment/reply/${commentId}`, query),
  likes: (commentId: string, query: PageParams & { uid?: string }) =>
    http.page<CommentLike>(`/comment/like/${commentId}`, query),
  /** AuditCommentDTO: `auditFlag` 'Y' passes, 'N' does not. */
  audit: (commentIds: readonly string[], auditFlag: 'Y' | 'N') =>
    http.put<void>('/comment/audit', { commentIds, auditFlag }),
  remove: (commentIds: readonly string[]) => http.delete<void>('/comment', commentIds),
};
