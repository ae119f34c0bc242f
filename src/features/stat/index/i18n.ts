import { defineFeatureLocale } from '@/lib/i18n/feature';

export const statI18n = defineFeatureLocale('stat', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type StatT = ReturnType<typeof statI18n.useT>;
