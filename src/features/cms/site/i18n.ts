import { defineFeatureLocale } from '@/lib/i18n/feature';

export const siteI18n = defineFeatureLocale('cmsSite', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
