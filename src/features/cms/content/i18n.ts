import { defineFeatureLocale } from '@/lib/i18n/feature';

export const contentI18n = defineFeatureLocale('cmsContent', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type ContentT = ReturnType<typeof contentI18n.useT>;
