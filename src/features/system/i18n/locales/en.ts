import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  langTag: 'Language Tag',
  langKey: 'Language Key',
  langValue: 'Language Value',
  addTitle: 'Add I18n Entry',
  editTitle: 'Edit I18n Entry',
  batchEdit: 'All Languages',
  batchTitle: 'Edit i18n: {{key}}',
  deleteConfirm: 'Are you sure to delete the items with ids "{{ids}}"?',
};
export default strings;
