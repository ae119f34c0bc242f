import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  range: '時間範圍',
  search: '搜尋',
  reset: '重設',
  adName: '廣告名稱',
  click: '點擊',
  view: '展現',
  clickRatio: '點擊率',
  operation: '操作',
  trend: '趨勢',
  trendTitle: '趨勢圖',
  trendChart: '{{name}}的點擊與展現趨勢',
  ip: 'IP',
  address: '地域',
  referer: '來源',
  deviceType: '裝置類型',
  browser: '瀏覽器',
  evtTime: '時間',
  empty: '暫無資料',
};
export default strings;
