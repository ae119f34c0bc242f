import { type Comment, commentApi, commentKeys } from '@/api/cms/comment';
import { useListMutation, useStandardActions, type ListAction } from '@/components/list';

import type { CommentT } from './i18n';

/** Pass, not pass and delete for a comment list (the top-level list or a comment's replies). */
export function useCommentActions(t: CommentT) {
  const audit = useListMutation({
    mutationFn: ({ ids, flag }: { ids: string[]; flag: 'Y' | 'N' }) => commentApi.audit(ids, flag),
    invalidate: commentKeys.all,
    success: { text: t('audited') },
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => commentApi.remove(ids.map(String)),
    invalidate: commentKeys.all,
    success: 'delete',
  });
  const std = useStandardActions<Comment>();
  const auditAction = (flag: 'Y' | 'N'): ListAction<Comment> => ({
    key: flag === 'Y' ? 'pass' : 'notPass',
    label: t(flag === 'Y' ? 'pass' : 'notPass'),
    selection: 'multiple',
    access: { perm: 'comment:audit' },
    hidden: (row) => row.auditStatus === (flag === 'Y' ? 1 : 2),
    run: (rows) => audit.mutateAsync({ ids: rows.map((r) => r.commentId), flag }),
  });
  const del = std.remove({
    access: { perm: 'comment:delete' },
    ids: (rows) => rows.map((r) => r.commentId),
    confirm: () => t('deleteConfirm'),
    remove: remove.mutateAsync,
  });
  return { pass: auditAction('Y'), notPass: auditAction('N'), del, audit };
}
