import { defineFeatureLocale } from '@/lib/i18n/feature';

export const postI18n = defineFeatureLocale('systemPost', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
