import { defineFeatureLocale } from '@/lib/i18n/feature';

/** Strings of the rich-text editor (its own namespace, loaded with the editor, not with the app). */
export const richTextI18n = defineFeatureLocale('richText', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
