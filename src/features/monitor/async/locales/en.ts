import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  type: 'Type',
  taskId: 'Task ID',
  status: 'Status',
  percent: 'Rate',
  errMessages: 'Err Message',
  view: 'View',
  none: 'None',
  readyTime: 'Ready Time',
  startTime: 'Begin Time',
  endTime: 'End Time',
  progressMessage: 'Progress',
  stop: 'Stop',
  progress: 'Progress',
  detail: 'Detail',
  detailTitle: 'Task Detail',
  close: 'Close',
  deleteConfirm: 'Are you sure to delete the tasks "{{ids}}"?',
};
export default strings;
