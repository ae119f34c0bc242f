import { defineFeatureLocale } from '@/lib/i18n/feature';

export const jobI18n = defineFeatureLocale('monitorJob', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
