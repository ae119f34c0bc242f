import { defineFeatureLocale } from '@/lib/i18n/feature';

import type zhCN from './locales/zh-CN';

export const profileI18n = defineFeatureLocale<typeof zhCN>('systemProfile', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
