import { defineFeatureLocale } from '@/lib/i18n/feature';

export const serverI18n = defineFeatureLocale('monitorServer', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
