import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  select: '選擇',
  title: '選擇範本',
  filename: '範本檔案名',
  filenamePlaceholder: '輸入範本檔案名',
  search: '搜尋',
  path: '範本路徑',
  filesize: '檔案大小',
  modifyTime: '修改時間',
  selectFirst: '請先選擇範本',
  clear: '清空',
};
export default strings;
