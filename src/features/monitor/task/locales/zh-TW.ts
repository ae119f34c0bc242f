import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  taskId: '任務ID',
  taskTypeName: '任務名稱',
  taskType: '任務類型',
  status: '狀態',
  readyTime: '就緒時間',
  startTime: '開始時間',
  endTime: '結束時間',
  taskTrigger: '觸發方式',
  triggers: { Cron: 'Cron', Periodic: '定期執行' },
  cron: 'Cron表達式',
  fixedRate: '固定頻率',
  fixedRateTip: '是：兩次執行的開始時間間隔固定；否：上次執行結束到下次開始的間隔固定',
  seconds: '執行週期（秒）',
  delaySeconds: '首次延遲（秒）',
  remark: '備註',
  addTitle: '新增定時任務',
  editTitle: '修改定時任務',
  deleteConfirm: '是否確認刪除任務ID為「{{ids}}」的定時任務？',
  enable: '啟用',
  disable: '停用',
  execOnce: '執行一次',
  execConfirm: '是否確認立即執行任務「{{name}}」一次？',
  logs: '日誌',
  logsTitle: '任務執行記錄',
  result: '執行結果',
  error: '錯誤資訊',
  viewError: '查看',
  errorTitle: '錯誤詳情',
  logDeleteConfirm: '是否確認刪除選取的 {{count}} 筆執行記錄？',
  jobs: '調度任務（Quartz）',
  close: '關閉',
};
export default strings;
