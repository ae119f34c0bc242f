import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  search: '搜尋圖示名稱',
  count: '共 {{count}} 個圖示，點擊複製名稱',
  copied: '已複製：{{name}}',
  none: '沒有符合的圖示',
};
export default strings;
