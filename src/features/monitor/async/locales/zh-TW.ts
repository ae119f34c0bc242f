import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  type: '任務類型',
  taskId: '任務ID',
  status: '狀態',
  percent: '進度',
  errMessages: '錯誤訊息',
  view: '檢視',
  none: '無',
  readyTime: '就緒時間',
  startTime: '開始時間',
  endTime: '結束時間',
  progressMessage: '進度訊息',
  stop: '中止',
  progress: '進度',
  detail: '詳情',
  detailTitle: '任務詳情',
  close: '關 閉',
  deleteConfirm: '是否確認刪除任務「{{ids}}」？',
};
export default strings;
