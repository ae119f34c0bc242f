import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  view: 'View as',
  chart: 'Chart',
  table: 'Table',
  exportCsv: 'Export CSV',
};
export default strings;
