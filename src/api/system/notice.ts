import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SysNotice as `/system/notice/list` and `/system/notice/{noticeId}` return it. */
export interface SysNotice {
  noticeId: string;
  noticeTitle: string;
  /** NoticeType dict. */
  noticeType: string;
  /** Rich-text HTML, stored unescaped by the server: show it only through SafeHtml. */
  noticeContent?: string;
  /** NoticeStatus dict: '0' normal, '1' closed. */
  status: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
}

export interface NoticeQuery extends PageParams {
  noticeTitle?: string;
  createBy?: string;
  noticeType?: string;
}

/** Body of `POST|PUT /system/notice` (SysNoticeDTO: no createBy/createTime). */
export interface NoticeBody {
  noticeId?: string;
  noticeTitle: string;
  noticeType: string;
  noticeContent?: string;
  status: string;
  remark?: string;
}

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
