import { defineFeatureLocale } from '@/lib/i18n/feature';

export const customFormI18n = defineFeatureLocale('cmsCustomForm', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
