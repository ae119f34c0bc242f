import { defineFeatureLocale } from '@/lib/i18n/feature';

export const pusherI18n = defineFeatureLocale('systemPusher', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type PusherT = ReturnType<typeof pusherI18n.useT>;
