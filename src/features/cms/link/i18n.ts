import { defineFeatureLocale } from '@/lib/i18n/feature';

export const linkI18n = defineFeatureLocale('cmsLink', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type LinkT = ReturnType<typeof linkI18n.useT>;
