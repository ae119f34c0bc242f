import { defineFeatureLocale } from '@/lib/i18n/feature';

export const tagPickerI18n = defineFeatureLocale('cmsTagPicker', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
