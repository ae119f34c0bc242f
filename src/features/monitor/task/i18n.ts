import { defineFeatureLocale } from '@/lib/i18n/feature';

export const taskI18n = defineFeatureLocale('monitorTask', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
