import { defineFeatureLocale } from '@/lib/i18n/feature';

export const userI18n = defineFeatureLocale('systemUser', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type UserT = ReturnType<typeof userI18n.useT>;
