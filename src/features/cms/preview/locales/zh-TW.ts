import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  publishPipe: '發佈通道',
  device: '設備',
  pc: '桌面',
  phone: '手機',
  pad: '平板',
  refresh: '重新整理',
  frameTitle: '頁面預覽',
  badRequest: '預覽網址缺少類型或資料ID',
};
export default strings;
