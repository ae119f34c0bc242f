import { defineFeatureLocale } from '@/lib/i18n/feature';

export const cacheI18n = defineFeatureLocale('monitorCache', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
