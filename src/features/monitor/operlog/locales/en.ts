import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  operId: 'Log ID',
  title: 'Title',
  businessType: 'Op Type',
  requestMethod: 'Request Method',
  operName: 'Operator',
  operIp: 'IP',
  operLocation: 'Location',
  responseCode: 'Res Code',
  operTime: 'Op Time',
  cost: 'Op Cost',
  ms: '{{cost}} ms',
  operUrl: 'Request URL',
  method: 'Method',
  requestArgs: 'Request Args',
  userAgent: 'User Agent',
  responseResult: 'Response',
  operator: 'Operator Info',
  detail: 'Details',
  detailTitle: 'Operation Log Details',
  close: 'Close',
  clean: 'Clean',
  cleanConfirm: 'Are you sure to clean all logs?',
  deleteConfirm: 'Are you sure to delete logs with ids: {{ids}}?',
  businessTypes: {
    INSERT: 'Insert',
    UPDATE: 'Update',
    DELETE: 'Delete',
    GRANT: 'Grant',
    EXPORT: 'Export',
    IMPORT: 'Import',
    CLEAN: 'Clean',
    OTHER: 'Other',
  },
};
export default strings;
