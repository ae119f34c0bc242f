import { defineFeatureLocale } from '@/lib/i18n/feature';

export const staticizeI18n = defineFeatureLocale('cmsStaticize', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
