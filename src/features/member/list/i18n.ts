import { defineFeatureLocale } from '@/lib/i18n/feature';

export const memberI18n = defineFeatureLocale('memberList', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
