import { defineFeatureLocale } from '@/lib/i18n/feature';

export const expI18n = defineFeatureLocale('memberExp', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type ExpT = ReturnType<typeof expI18n.useT>;
