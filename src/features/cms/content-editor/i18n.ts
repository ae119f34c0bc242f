import { defineFeatureLocale } from '@/lib/i18n/feature';

export const editorI18n = defineFeatureLocale('cmsContentEditor', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type EditorT = ReturnType<typeof editorI18n.useT>;
