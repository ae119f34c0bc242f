import { noticeApi, type NoticeBody, noticeKeys } from '@/api/system/notice';
import { useListMutation } from '@/components/list';

export function useNoticeMutations() {
  const save = useListMutation({
    mutationFn: (body: NoticeBody) => (body.noticeId ? noticeApi.update(body) : noticeApi.add(body)),
    invalidate: noticeKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => noticeApi.remove(ids),
    invalidate: noticeKeys.all,
    success: 'delete',
  });
  return { save, remove };
}
