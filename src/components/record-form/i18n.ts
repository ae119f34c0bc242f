import { defineFeatureLocale } from '@/lib/i18n/feature';

/** Strings of the record form and its page bar (their own namespace, loaded with the first record page). */
export const recordFormI18n = defineFeatureLocale('kitRecordForm', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
