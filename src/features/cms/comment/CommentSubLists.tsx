import { Drawer, Modal, Table } from 'antd';

import { type Comment, commentApi, commentKeys } from '@/api/cms/comment';
import { ListPage, Paginator, useListQuery } from '@/components/list';
import type { PageParams } from '@/lib/http';

import { commentColumns } from './columns';
import { useCommentActions } from './comment-actions';
import type { CommentT } from './i18n';

/** The replies of a comment in a drawer, with the same pass / not pass / delete actions. */
export function ReplyDrawer({
  t,
  comment,
  onLikes,
  onClose,
}: {
  t: CommentT;
  comment?: Comment;
  onLikes: (row: Comment) => void;
  onClose: () => void;
}) {
  return (
    <Drawer open={!!comment} size={900} title={t('replyTitle')} onClose={onClose} destroyOnHidden>
      {comment && <Replies t={t} comment={comment} onLikes={onLikes} />}
    </Drawer>
  );
}

function Replies({
  t,
  comment,
  onLikes,
}: {
  t: CommentT;
  comment: Comment;
  onLikes: (row: Comment) => void;
}) {
  const list = useListQuery({
    queryKey: (params) => commentKeys.extra('reply', comment.commentId, params),
    queryFn: (query: PageParams) => commentApi.replies(comment.commentId, query),
    pageSize: 10,
    syncUrl: false,
  });
  const { pass, notPass, del } = useCommentActions(t);
  return (
    <ListPage
      data-testid="comment-replies"
      list={list}
      rowKey="commentId"
      columns={commentColumns(t, { likes: onLikes })}
      actions={[pass, notPass, del]}
      rowActions={[pass, notPass, del]}
    />
  );
}

/** "Like List": who liked a comment and when. */
export function LikeDialog({ t, comment, onClose }: { t: CommentT; comment?: Comment; onClose: () => void }) {
  return (
    <Modal open={!!comment} title={t('likeTitle')} footer={null} onCancel={onClose} destroyOnHidden>
      {comment && <Likes t={t} commentId={comment.commentId} />}
    </Modal>
  );
}

function Likes({ t, commentId }: { t: CommentT; commentId: string }) {
  const list = useListQuery({
    queryKey: (params) => commentKeys.extra('like', commentId, params),
    queryFn: (query: PageParams) => commentApi.likes(commentId, query),
    pageSize: 8,
    syncUrl: false,
  });
  return (
    <>
      <Table
        size="small"
        rowKey="logId"
        loading={list.isFetching}
        dataSource={list.rows}
        pagination={false}
        columns={[
          { key: 'uid', dataIndex: 'uid', title: t('uid') },
          { key: 'likeTime', dataIndex: 'likeTime', title: t('likeTime') },
        ]}
      />
      {list.paginator && <Paginator {...list.paginator} />}
    </>
  );
}
