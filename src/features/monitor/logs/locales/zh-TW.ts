import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  name: '名稱',
  id: 'ID',
  view: '查看',
};
export default strings;
