import { defineFeatureLocale } from '@/lib/i18n/feature';

export const levelI18n = defineFeatureLocale('memberLevel', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type LevelT = ReturnType<typeof levelI18n.useT>;
