import { Form, Input, Typography } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import { type Comment, commentApi, commentKeys } from '@/api/cms/comment';
import { DictSelect } from '@/components/dict';
import { ListPage, useListQuery } from '@/components/list';

import { commentColumns } from './columns';
import { useCommentActions } from './comment-actions';
import { LikeDialog, ReplyDrawer } from './CommentSubLists';
import { commentI18n } from './i18n';

/** Keys typed into a field or with a modifier are not moderation keys. */
const isTyping = (event: KeyboardEvent) =>
  event.ctrlKey ||
  event.metaKey ||
  event.altKey ||
  (event.target instanceof HTMLElement &&
    !!event.target.closest('input, textarea, select, [contenteditable]'));

/**
 * Comments (`comment/commentList`, menu 2065): search by source, user and audit status; pass / not
 * pass / delete (also in batches), a comment's replies and likes. Keyboard moderation: j/k move the
 * highlighted row, p passes it, n does not.
 */
export default function CommentPage() {
  const t = commentI18n.useT();
  const list = useListQuery({
    queryKey: commentKeys.list,
    queryFn: commentApi.list,
    filters: { sourceType: 'text', sourceId: 'text', uid: 'text', auditStatus: 'text' },
  });
  const { pass, notPass, del, audit } = useCommentActions(t);
  const [replyOf, setReplyOf] = useState<Comment>();
  const [likesOf, setLikesOf] = useState<Comment>();
  const [cursor, setCursor] = useState(0);
  const keys = useRef({ rows: list.rows, cursor, busy: false });
  useLayoutEffect(() => {
    keys.current = { rows: list.rows, cursor, busy: !!replyOf || !!likesOf };
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { rows, cursor: at, busy } = keys.current;
      if (busy || isTyping(event) || rows.length === 0) return;
      const row = rows[Math.min(at, rows.length - 1)];
      if (event.key === 'j') setCursor(Math.min(at + 1, rows.length - 1));
      else if (event.key === 'k') setCursor(Math.max(at - 1, 0));
      else if ((event.key === 'p' || event.key === 'n') && row)
        void audit
          .mutateAsync({ ids: [row.commentId], flag: event.key === 'p' ? 'Y' : 'N' })
          .catch(() => undefined);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [audit]);

  return (
    <>
      <ListPage
        data-testid="comment-page"
        list={list}
        rowKey="commentId"
        columns={commentColumns(t, { likes: setLikesOf, replies: setReplyOf })}
        search={
          <>
            <Form.Item name="sourceType" label={t('sourceType')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="sourceId" label={t('sourceId')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="uid" label={t('uid')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="auditStatus" label={t('auditStatus')}>
              <DictSelect type="CommentAuditStatus" aria-label={t('auditStatus')} />
            </Form.Item>
          </>
        }
        actions={[pass, notPass, del]}
        rowActions={[pass, notPass, del]}
        toolbarExtra={<Typography.Text type="secondary">{t('keyboardHint')}</Typography.Text>}
        table={{
          rowClassName: (_row, index) => (index === cursor ? 'comment-cursor ant-table-row-selected' : ''),
          onRow: (_row, index) => ({
            'aria-current': index === cursor ? 'true' : undefined,
            onClick: () => index !== undefined && setCursor(index),
          }),
        }}
      />
      <ReplyDrawer t={t} comment={replyOf} onLikes={setLikesOf} onClose={() => setReplyOf(undefined)} />
      <LikeDialog t={t} comment={likesOf} onClose={() => setLikesOf(undefined)} />
    </>
  );
}
