import { defineFeatureLocale } from '@/lib/i18n/feature';

export const groovyI18n = defineFeatureLocale('toolGroovy', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
