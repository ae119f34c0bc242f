import { defineFeatureLocale } from '@/lib/i18n/feature';

export const blockI18n = defineFeatureLocale('cmsBlock', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type BlockT = ReturnType<typeof blockI18n.useT>;
