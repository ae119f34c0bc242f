import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  configId: 'ID',
  name: 'Name',
  type: 'Type',
  status: 'Status',
  configJson: 'Config',
  remark: 'Remark',
  createTime: 'Create Time',
  namePlaceholder: 'Input name...',
  addTitle: 'Add Message Pusher Config',
  editTitle: 'Edit Message Pusher Config',
  deleteConfirm: 'Are you sure to delete the message pusher configs with ids "{{ids}}"?',
  jsonInvalid: 'The config is not valid JSON: {{reason}}',
  jsonNotObject: 'The config must be a JSON object ({ … })',
  jsonMissing: '{{type}} needs: {{fields}}',
  fieldsOf: 'Settings of {{type}}: ',
  required: 'required',
  example: 'e.g. {{example}}',
  pickType: 'Pick a type to see its settings',
  template: 'Insert template',
  enabled: 'Enabled',
  disabled: 'Disabled',
};
export default strings;
