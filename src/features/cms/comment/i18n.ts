import { defineFeatureLocale } from '@/lib/i18n/feature';

export const commentI18n = defineFeatureLocale('comment', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type CommentT = ReturnType<typeof commentI18n.useT>;
