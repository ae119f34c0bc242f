import { defineFeatureLocale } from '@/lib/i18n/feature';

export const configI18n = defineFeatureLocale('systemConfig', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
