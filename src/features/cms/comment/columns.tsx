import { Button, Space, Tag } from 'antd';

import type { Comment } from '@/api/cms/comment';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';

import type { CommentT } from './i18n';

/** The columns of a comment list; `open` shows a comment's likes or replies. */
export function commentColumns(
  t: CommentT,
  open: { likes: (row: Comment) => void; replies?: (row: Comment) => void },
): ListColumn<Comment>[] {
  return [
    {
      key: 'source',
      title: t('source'),
      width: 200,
      // The contract returns the source's title: shown instead of the bare id when known.
      render: (_, row) => row.sourceTitle ?? `${row.sourceType}:${row.sourceId}`,
    },
    {
      key: 'content',
      title: t('content'),
      render: (_, row) => (
        <Space size={4}>
          <span>{row.content}</span>
          {row.delFlag === 1 && <Tag color="red">{t('deleted')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'auditStatus',
      title: t('auditStatus'),
      width: 100,
      render: (_, row) => <DictTag type="CommentAuditStatus" value={String(row.auditStatus)} />,
    },
    {
      key: 'likeCount',
      title: t('likes'),
      width: 70,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => open.likes(row)}>
          {row.likeCount}
        </Button>
      ),
    },
    ...(open.replies
      ? [
          {
            key: 'replyCount',
            title: t('replies'),
            width: 70,
            render: (_: unknown, row: Comment) => (
              <Button type="link" size="small" onClick={() => open.replies?.(row)}>
                {row.replyCount}
              </Button>
            ),
          },
        ]
      : []),
    { key: 'commentTime', dataIndex: 'commentTime', title: t('time'), width: 170 },
    { key: 'location', dataIndex: 'location', title: t('location'), width: 90 },
    { key: 'clientType', dataIndex: 'clientType', title: t('clientType'), width: 90 },
  ];
}
