import { defineFeatureLocale } from '@/lib/i18n/feature';

export const resourceI18n = defineFeatureLocale('cmsResource', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
