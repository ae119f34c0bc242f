import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  open: 'Screenshot',
  title: 'Video Screenshot',
  time: 'Time Point (Unit: second)',
  preview: 'Preview',
  setCover: 'Set as cover',
  done: 'Cover captured',
};
export default strings;
