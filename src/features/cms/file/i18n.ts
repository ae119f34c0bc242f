import { defineFeatureLocale } from '@/lib/i18n/feature';

export const fileI18n = defineFeatureLocale('cmsFile', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
