import { defineFeatureLocale } from '@/lib/i18n/feature';

export const securityI18n = defineFeatureLocale('systemSecurity', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
