import { defineFeatureLocale } from '@/lib/i18n/feature';

export const logsI18n = defineFeatureLocale('monitorLogs', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
