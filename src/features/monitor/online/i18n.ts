import { defineFeatureLocale } from '@/lib/i18n/feature';

export const onlineI18n = defineFeatureLocale('monitorOnline', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
