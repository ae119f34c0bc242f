import { defineFeatureLocale } from '@/lib/i18n/feature';

export const previewI18n = defineFeatureLocale('cmsPreview', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
