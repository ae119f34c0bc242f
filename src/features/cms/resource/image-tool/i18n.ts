import { defineFeatureLocale } from '@/lib/i18n/feature';

export const imageToolI18n = defineFeatureLocale('cmsImageTool', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
