import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  search: '輸入欄目名稱',
  expandAll: '展開全部',
  collapseAll: '摺疊全部',
  refresh: '重新整理',
  empty: '暫無欄目',
  pickTitle: '選擇欄目',
  pickFirst: '請先選擇一個欄目',
  tree: '欄目樹',
};
export default strings;
