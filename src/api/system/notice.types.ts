/** Runtime-free shapes of SysNoticeController; the mock backend imports them (type-only). */
import type { PageParams } from '@/lib/http/types';

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
