import { defineFeatureLocale } from '@/lib/i18n/feature';

export const contentPickerI18n = defineFeatureLocale('cmsContentPicker', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
