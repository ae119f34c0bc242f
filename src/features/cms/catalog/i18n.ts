import { defineFeatureLocale } from '@/lib/i18n/feature';

export const catalogI18n = defineFeatureLocale('cmsCatalog', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
