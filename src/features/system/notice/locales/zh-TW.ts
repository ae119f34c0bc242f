import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  noticeId: '序號',
  noticeTitle: '公告標題',
  noticeType: '公告類型',
  noticeContent: '內容',
  status: '狀態',
  createBy: '建立者',
  createTime: '建立時間',
  addTitle: '新增公告',
  editTitle: '修改公告',
  preview: '預覽',
  contentHint: '支援富文字，顯示前會清除腳本等不安全內容',
  deleteConfirm: '是否確認刪除公告編號為「{{ids}}」的資料項？',
};
export default strings;
