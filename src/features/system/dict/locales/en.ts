import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  dictId: 'Dict ID',
  dictName: 'Dict Name',
  dictType: 'Dict Type',
  fixed: 'Fixed',
  remark: 'Remark',
  createTime: 'Create Time',
  addTitle: 'Add Dictionary',
  editTitle: 'Edit Dictionary',
  deleteConfirm: 'Are you sure to delete the dictionaries with ids "{{ids}}"?',
  data: {
    dictCode: 'Dict Code',
    dictLabel: 'Label',
    dictValue: 'Value',
    dictSort: 'Sort',
    cssClass: 'CSS Class',
    listClass: 'List Style',
    status: 'Status',
    addTitle: 'Add Dictionary Data',
    editTitle: 'Edit Dictionary Data',
    deleteConfirm: 'Are you sure to delete the dictionary data with codes "{{ids}}"?',
    close: 'Close',
    preview: 'Preview',
  },
  listClass: {
    default: 'Default',
    primary: 'Primary',
    success: 'Success',
    info: 'Info',
    warning: 'Warning',
    danger: 'Danger',
  },
};
export default strings;
