import { defineFeatureLocale } from '@/lib/i18n/feature';

export const i18nFieldI18n = defineFeatureLocale('kitI18nField', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
