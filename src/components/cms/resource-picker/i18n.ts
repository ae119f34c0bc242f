import { defineFeatureLocale } from '@/lib/i18n/feature';

export const resourcePickerI18n = defineFeatureLocale('cmsResourcePicker', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
