import { defineFeatureLocale } from '@/lib/i18n/feature';

export const menuI18n = defineFeatureLocale('systemMenu', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
