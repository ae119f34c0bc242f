import { defineFeatureLocale } from '@/lib/i18n/feature';

export const adI18n = defineFeatureLocale('cmsAdvertisement', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type AdT = ReturnType<typeof adI18n.useT>;
