import { defineFeatureLocale } from '@/lib/i18n/feature';

export const operlogI18n = defineFeatureLocale('monitorOperlog', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
