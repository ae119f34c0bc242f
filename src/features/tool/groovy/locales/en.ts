import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  script: 'Groovy Script',
  execute: 'Execute',
  save: 'Save Script',
  result: 'Result',
  empty: 'The script must not be empty',
  noOutput: '(no output)',
  scripts: 'Saved Scripts',
  name: 'Name',
  remark: 'Remark',
  view: 'View',
  delete: 'Delete',
  saveTitle: 'Save Script',
  ok: 'OK',
  cancel: 'Cancel',
};
export default strings;
