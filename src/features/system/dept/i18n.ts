import { defineFeatureLocale } from '@/lib/i18n/feature';

export const deptI18n = defineFeatureLocale('systemDept', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
