import { defineFeatureLocale } from '@/lib/i18n/feature';

export const publishPipeI18n = defineFeatureLocale('cmsPublishPipe', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
