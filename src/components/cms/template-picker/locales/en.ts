import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  select: 'Select',
  title: 'Select Template',
  filename: 'File name',
  filenamePlaceholder: 'Input template file name',
  search: 'Search',
  path: 'Path',
  filesize: 'Size',
  modifyTime: 'Modify Time',
  selectFirst: 'Please select a template first',
  clear: 'Clear',
};
export default strings;
