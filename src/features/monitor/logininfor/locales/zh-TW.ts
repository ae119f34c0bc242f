import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  infoId: '訪問編號',
  userType: '用戶類型',
  userId: '用戶ID',
  userName: '用戶名稱',
  ipaddr: '登錄位址',
  loginLocation: '登錄地點',
  browser: '瀏覽器',
  os: '作業系統',
  status: '登錄狀態',
  msg: '操作資訊',
  loginTime: '登錄時間',
  close: '關閉',
  clean: '清空',
  unlock: '解鎖',
  cleanConfirm: '是否確認清空所有登錄日誌資料項？清空後資料無法恢復。',
  deleteConfirm: '是否確認刪除訪問編號為「{{ids}}」的資料項？',
  unlockConfirm: '是否確認解鎖用戶「{{name}}」？',
  unlockSuccess: '用戶「{{name}}」解鎖成功',
  notLocked: '用戶「{{name}}」未被鎖定',
  userNotFound: '用戶「{{name}}」不存在',
};
export default strings;
