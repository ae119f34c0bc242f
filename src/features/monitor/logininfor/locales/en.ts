import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  infoId: 'Log ID',
  userType: 'User Type',
  userId: 'UID',
  userName: 'User Name',
  ipaddr: 'IP',
  loginLocation: 'Location',
  browser: 'Browser',
  os: 'OS',
  status: 'Status',
  msg: 'Message',
  loginTime: 'Login Time',
  close: 'Close',
  clean: 'Clean',
  unlock: 'Unlock',
  cleanConfirm: 'Are you sure to clean? Cleaned data cannot be recovered.',
  deleteConfirm: 'Are you sure to delete the logs with ids "{{ids}}"?',
  unlockConfirm: 'Are you sure to unlock the user "{{name}}"?',
  unlockSuccess: 'User "{{name}}" unlocked',
  notLocked: 'User "{{name}}" is not locked',
  userNotFound: 'User "{{name}}" does not exist',
};
export default strings;
