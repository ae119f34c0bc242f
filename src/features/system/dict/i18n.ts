import { defineFeatureLocale } from '@/lib/i18n/feature';

export const dictI18n = defineFeatureLocale('systemDict', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
