import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  name: 'Name',
  code: 'Code',
  status: 'Status',
  createTime: 'Create Time',
  tableName: 'Table Name',
  needCaptcha: 'Enable Captcha',
  needLogin: 'Enable Login',
  ruleLimit: 'Submit Rule',
  templates: 'Templates per publish pipe',
  remark: 'Remark',
  addTitle: 'Add Custom Form',
  editTitle: 'Edit Custom Form',
  formData: 'Form Data',
  formFields: 'Fields',
  publish: 'Publish',
  offline: 'Offline',
  published: 'Published',
  offlined: 'Taken offline',
  deleteConfirm: 'Delete the form "{{names}}"? Its fields and submissions go with it.',
  data: {
    noForm: 'The formId is undefined: no data to load.',
    ip: 'IP',
    submitTime: 'Submitted',
    addTitle: 'Add Form Data',
    editTitle: 'Edit Form Data',
    close: 'Close',
    export: 'Export',
    exporting: 'Exporting {{count}} rows…',
    exported: '{{count}} rows exported',
    deleteConfirm: 'Delete the {{count}} selected rows?',
    view: 'View',
  },
};
export default strings;
