import { defineFeatureLocale } from '@/lib/i18n/feature';

export const internalLinkI18n = defineFeatureLocale('cmsInternalLink', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
