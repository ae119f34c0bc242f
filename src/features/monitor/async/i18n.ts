import { defineFeatureLocale } from '@/lib/i18n/feature';

export const asyncI18n = defineFeatureLocale('monitorAsync', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
