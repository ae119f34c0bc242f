import { defineFeatureLocale } from '@/lib/i18n/feature';

export const roleI18n = defineFeatureLocale('systemRole', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type RoleT = ReturnType<typeof roleI18n.useT>;
