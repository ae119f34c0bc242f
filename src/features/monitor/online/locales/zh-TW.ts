import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  index: '序號',
  tokenId: '會話編號',
  userName: '使用者名稱',
  deptName: '部門名稱',
  ipaddr: '登入位址',
  loginLocation: '登入地點',
  browser: '瀏覽器',
  os: '作業系統',
  loginTime: '登入時間',
  forceLogout: '強退',
  forceLogoutConfirm: '是否確認強退名稱為「{{name}}」的使用者？',
};
export default strings;
