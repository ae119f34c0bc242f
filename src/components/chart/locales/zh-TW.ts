import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  view: '顯示方式',
  chart: '圖表',
  table: '表格',
  exportCsv: '匯出CSV',
};
export default strings;
