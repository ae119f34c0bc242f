import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  save: 'Save',
  publish: 'Publish',
  preview: 'Preview',
  back: 'Back',
  saveSuccess: 'Save Success',
  shortcut: 'Shortcut Ctrl+S',
};
export default strings;
