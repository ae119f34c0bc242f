import { defineFeatureLocale } from '@/lib/i18n/feature';

export const searchI18n = defineFeatureLocale('cmsSearch', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type SearchT = ReturnType<typeof searchI18n.useT>;
