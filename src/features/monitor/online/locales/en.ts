import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  index: 'No.',
  tokenId: 'Token ID',
  userName: 'User Name',
  deptName: 'Dept Name',
  ipaddr: 'Login IP',
  loginLocation: 'Location',
  browser: 'Browser',
  os: 'OS',
  loginTime: 'Login Time',
  forceLogout: 'Force Exit',
  forceLogoutConfirm: 'Are you sure to force exit user "{{name}}"?',
};
export default strings;
