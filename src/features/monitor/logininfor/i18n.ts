import { defineFeatureLocale } from '@/lib/i18n/feature';

export const logininforI18n = defineFeatureLocale('monitorLogininfor', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
