import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  name: 'Name',
  id: 'ID',
  view: 'View',
};
export default strings;
