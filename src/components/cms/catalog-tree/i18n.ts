import { defineFeatureLocale } from '@/lib/i18n/feature';

export const catalogTreeI18n = defineFeatureLocale('cmsCatalogTree', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
