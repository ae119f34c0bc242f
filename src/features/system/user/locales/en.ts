import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  userId: 'User ID',
  userName: 'User Name',
  nickName: 'Nick Name',
  deptName: 'Dept',
  dept: 'Dept',
  phoneNumber: 'Phone Num',
  email: 'Email',
  password: 'Password',
  sex: 'Gender',
  status: 'Status',
  posts: 'Posts',
  remark: 'Remark',
  createTime: 'Create Time',
  deptFilter: 'Input dept name.',
  userNamePlaceholder: 'Input user name.',
  addTitle: 'Add User',
  editTitle: 'Edit User',
  deleteConfirm: 'Are you sure to delete the users with ids "{{ids}}"?',
  import: 'Import',
  importTitle: 'Import Users',
  resetPwd: 'Reset Password',
  resetPwdTitle: 'Reset Password',
  resetPwdPrompt: 'Please input new password for user "{{userName}}"',
  newPassword: 'New Password',
  resetPwdSuccess: 'Reset success, new password is: {{password}}',
  authRole: 'Role Setting',
  authRoleTitle: 'Role Setting',
  roleName: 'Role Name',
  roleKey: 'Role Key',
  save: 'Save',
  passwordLength: 'The password must be {{min}} to {{max}} characters long',
  passwordRule: 'The password does not meet the security rule (e.g. letters and digits)',
};
export default strings;
