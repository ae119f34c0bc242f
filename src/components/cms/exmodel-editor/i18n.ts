import { defineFeatureLocale } from '@/lib/i18n/feature';

export const exModelI18n = defineFeatureLocale('cmsExModelEditor', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
