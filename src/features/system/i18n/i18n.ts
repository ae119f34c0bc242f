import { defineFeatureLocale } from '@/lib/i18n/feature';

export const i18nDictI18n = defineFeatureLocale('systemI18nDict', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
