import { defineFeatureLocale } from '@/lib/i18n/feature';

export const templateI18n = defineFeatureLocale('cmsTemplate', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
