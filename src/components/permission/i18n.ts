import { defineFeatureLocale } from '@/lib/i18n/feature';

export const permissionI18n = defineFeatureLocale('kitPermission', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
