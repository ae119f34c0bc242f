import { defineFeatureLocale } from '@/lib/i18n/feature';

export const noticeI18n = defineFeatureLocale('systemNotice', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
