import { http } from '@/lib/http';

import type { NoticeForm, NoticeQuery, SysNotice } from './types';

/** Typed calls of SysNoticeController (endpoints.tsv). */
export const noticeApi = {
  list: (query: NoticeQuery) => http.page<SysNotice>('/system/notice/list', query),
  get: (noticeId: string) => http.get<SysNotice>(`/system/notice/${noticeId}`),
  add: (body: NoticeForm) => http.post<void>('/system/notice', body),
  update: (body: NoticeForm) => http.put<void>('/system/notice', body),
  remove: (noticeIds: readonly (string | number)[]) => http.delete<void>('/system/notice', noticeIds),
};
