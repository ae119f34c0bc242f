import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  search: 'Input catalog name',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  refresh: 'Refresh',
  empty: 'No catalogs',
  pickTitle: 'Select Catalog',
  pickFirst: 'Please select catalog first',
  tree: 'Catalog tree',
};
export default strings;
