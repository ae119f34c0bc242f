import { defineFeatureLocale } from '@/lib/i18n/feature';

export const screenshotI18n = defineFeatureLocale('cmsVideoScreenshot', {
  'zh-CN': () => import('./screenshot-locales/zh-CN'),
  'zh-TW': () => import('./screenshot-locales/zh-TW'),
  en: () => import('./screenshot-locales/en'),
});
