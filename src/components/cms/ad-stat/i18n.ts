import { defineFeatureLocale } from '@/lib/i18n/feature';

export const adStatI18n = defineFeatureLocale('cmsAdStat', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
