import { defineFeatureLocale } from '@/lib/i18n/feature';

export const filePickerI18n = defineFeatureLocale('cmsFilePicker', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
