import { defineFeatureLocale } from '@/lib/i18n/feature';

export const pageWidgetFieldsI18n = defineFeatureLocale('cmsPageWidgetFields', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
