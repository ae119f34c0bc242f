import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  search: 'Search icon names',
  count: '{{count}} icons; click one to copy its name',
  copied: 'Copied: {{name}}',
  none: 'No matching icons',
};
export default strings;
