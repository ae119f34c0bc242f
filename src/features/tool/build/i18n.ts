import { defineFeatureLocale } from '@/lib/i18n/feature';

export const buildI18n = defineFeatureLocale('toolBuild', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type BuildT = ReturnType<typeof buildI18n.useT>;
