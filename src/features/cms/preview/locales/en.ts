import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  publishPipe: 'Publish Pipe',
  device: 'Device',
  pc: 'Desktop',
  phone: 'Phone',
  pad: 'Pad',
  refresh: 'Refresh',
  frameTitle: 'Page preview',
  badRequest: 'The preview address lacks a type or a data id',
};
export default strings;
