import { createQueryKeys, useListMutation } from '@/components/list';

import { noticeApi } from './api';
import type { NoticeForm } from './types';

export const noticeKeys = createQueryKeys('system/notice');

export function useNoticeMutations() {
  const save = useListMutation({
    mutationFn: (body: NoticeForm) => (body.noticeId ? noticeApi.update(body) : noticeApi.add(body)),
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
