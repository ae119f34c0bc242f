import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  name: 'Name',
  code: 'Code',
  publishPipe: 'Publish Pipe',
  path: 'Path',
  pathRule: 'Only letters, numbers, underscores and slashes can be used.',
  template: 'Template',
  remark: 'Remark',
};
export default strings;
