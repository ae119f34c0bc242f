import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  publishpipeId: 'ID',
  name: 'Name',
  code: 'Code',
  sort: 'Sort',
  state: 'Status',
  remark: 'Remark',
  createTime: 'Create Time',
  addTitle: 'Add Publish Pipe',
  editTitle: 'Edit Publish Pipe',
  enable: 'Enable',
  disable: 'Disable',
  enabled: 'Enabled',
  disabled: 'Disabled',
  deleteConfirm: 'Are you sure to delete the publish pipes with ids "{{ids}}"?',
};
export default strings;
