import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  deptName: 'Dept Name',
  orderNum: 'Sort',
  status: 'Status',
  createTime: 'Create Time',
  parentId: 'Parent Dept',
  leader: 'Leader',
  phone: 'Phone',
  email: 'Email',
  addChild: 'Add',
  addTitle: 'Add Department',
  editTitle: 'Edit Department',
  deleteConfirm: 'Are you sure to delete the item named "{{name}}"?',
};
export default strings;
