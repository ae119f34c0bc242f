import { defineFeatureLocale } from '@/lib/i18n/feature';

export const iconsI18n = defineFeatureLocale('toolIcons', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
