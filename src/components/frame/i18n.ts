import { defineFeatureLocale } from '@/lib/i18n/feature';

export const frameI18n = defineFeatureLocale('kitFrame', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
