import { defineFeatureLocale } from '@/lib/i18n/feature';

export const genI18n = defineFeatureLocale('toolGen', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
