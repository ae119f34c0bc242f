import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  memberId: 'UID',
  userName: 'User Name',
  nickName: 'Nick Name',
  email: 'Email',
  phoneNumber: 'Phone Number',
  status: 'Status',
  sourceType: 'Source',
  createTime: 'Register Time',
  lastLogin: 'Last Login Time',
  lastLoginIp: 'Last Login IP',
  birthday: 'Birthday',
  password: 'Password',
  remark: 'Remark',
  addTitle: 'Add Member',
  editTitle: 'Edit Member',
  detailTitle: 'Member Details',
  detail: 'Details',
  deleteConfirm: 'Are you sure to delete the members with ids "{{ids}}"?',
  userNameRule: 'The user name must begin with a letter and hold only letters, digits and underscores',
  allEmpty: 'User name, phone number and email cannot all be empty',
  passwordLength: 'The password must be {{min}} to {{max}} characters long',
  passwordRule: 'The password does not meet the security rule (e.g. letters and digits)',
  resetPassword: 'Reset Password',
  resetPasswordTitle: 'Reset Member Password',
  resetPasswordPrompt: "Input {{userName}}'s new password",
  newPassword: 'New Password',
  generate: 'Generate',
  resetDoneTitle: 'Password reset',
  resetDoneText:
    "{{userName}}'s new password is below. It is not shown again once closed: copy it for the member.",
  close: 'Close',
  export: 'Export',
  exportSheet: 'Members',
  exportEmpty: 'No member to export',
};
export default strings;
