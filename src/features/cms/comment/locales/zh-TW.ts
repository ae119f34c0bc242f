import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  sourceType: '來源類型',
  sourceId: '來源ID',
  uid: '使用者ID',
  auditStatus: '審核狀態',
  source: '來源',
  content: '內容',
  deleted: '已刪除',
  likes: '按讚',
  replies: '回覆',
  time: '時間',
  location: '屬地',
  clientType: '用戶端',
  pass: '審核通過',
  notPass: '審核不通過',
  audited: '審核完成',
  deleteConfirm: '是否確認刪除選中的評論？',
  replyTitle: '回覆列表',
  likeTitle: '按讚記錄',
  likeTime: '時間',
  keyboardHint: '快捷鍵：j/k 上下移動，p 通過，n 不通過',
};
export default strings;
