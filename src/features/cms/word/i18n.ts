import { defineFeatureLocale } from '@/lib/i18n/feature';

export const wordI18n = defineFeatureLocale('cmsWord', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type WordT = ReturnType<typeof wordI18n.useT>;
