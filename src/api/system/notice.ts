import { http } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type { NoticeBody, NoticeQuery, SysNotice } from './notice.types';

export type * from './notice.types';

const toBody = bodyPicker<NoticeBody>()([
  'noticeId',
  'noticeTitle',
  'noticeType',
  'noticeContent',
  'status',
  'remark',
]);

export const noticeKeys = createQueryKeys('system/notice');

/** SysNoticeController. */
export const noticeApi = {
  list: (query: NoticeQuery) => http.page<SysNotice>('/system/notice/list', query),
  get: (noticeId: string) => http.get<SysNotice>(`/system/notice/${noticeId}`),
  add: (body: NoticeBody) => http.post<void>('/system/notice', toBody(body)),
  update: (body: NoticeBody) => http.put<void>('/system/notice', toBody(body)),
  remove: (noticeIds: readonly (string | number)[]) => http.delete<void>('/system/notice', noticeIds),
};
