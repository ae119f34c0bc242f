import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  open: 'Edit translations',
  title: 'Edit i18n: {{key}}',
  saved: 'Saved successfully',
  required: 'Enter the {{lang}} text',
  maxLength: 'At most {{max}} characters',
};
export default strings;
