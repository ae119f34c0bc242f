import { defineFeatureLocale } from '@/lib/i18n/feature';

export const cronI18n = defineFeatureLocale('kitCron', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
