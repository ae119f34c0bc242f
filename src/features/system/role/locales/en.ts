import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  roleId: 'Role ID',
  roleName: 'Role Name',
  roleKey: 'Role Key',
  roleSort: 'Sort',
  status: 'Status',
  remark: 'Remark',
  createTime: 'Create Time',
  addTitle: 'Add Role',
  editTitle: 'Edit Role',
  deleteConfirm: 'Are you sure to delete the roles with ids "{{ids}}"?',
  enable: 'enable',
  disable: 'disable',
  statusConfirm: 'Are you sure to {{action}} "{{name}}"?',
  permission: 'Permission Setting',
  users: 'User Setting',
  authUser: {
    userName: 'User Name',
    nickName: 'Nick Name',
    email: 'Email',
    phoneNumber: 'Phone',
    status: 'Status',
    createTime: 'Create Time',
    allocated: 'Is Allocated',
    add: 'Add User',
    cancel: 'Remove User',
    remove: 'Remove',
    close: 'Close',
    removeConfirm: 'Are you sure to remove users?',
    selectTitle: 'Select Users',
    selectFirst: 'Please select first.',
  },
};
export default strings;
