import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  taskId: 'Task ID',
  taskTypeName: 'Name',
  taskType: 'Type',
  status: 'Status',
  readyTime: 'Ready Time',
  startTime: 'Begin Time',
  endTime: 'End Time',
  taskTrigger: 'Trigger',
  triggers: { Cron: 'Cron', Periodic: 'Periodic' },
  cron: 'Cron Expression',
  fixedRate: 'Fixed Rate',
  fixedRateTip:
    'Yes: a fixed interval between the starts of two runs; No: a fixed interval from the end of one run to the start of the next',
  seconds: 'Period (s)',
  delaySeconds: 'Initial Delay (s)',
  remark: 'Remark',
  addTitle: 'Add Scheduled Task',
  editTitle: 'Edit Scheduled Task',
  deleteConfirm: 'Are you sure to delete the scheduled tasks with ids "{{ids}}"?',
  enable: 'Enable',
  disable: 'Disable',
  execOnce: 'Execute Once',
  execConfirm: 'Are you sure to run the task "{{name}}" once now?',
  logs: 'Logs',
  logsTitle: 'Scheduled Task Logs',
  result: 'Result',
  error: 'Error',
  viewError: 'View',
  errorTitle: 'Error Details',
  logDeleteConfirm: 'Are you sure to delete the {{count}} selected logs?',
  jobs: 'Scheduled Jobs (Quartz)',
  close: 'Close',
};
export default strings;
