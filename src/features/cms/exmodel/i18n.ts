import { defineFeatureLocale } from '@/lib/i18n/feature';

export const exModelScreenI18n = defineFeatureLocale('cmsExModel', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
