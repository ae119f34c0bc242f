import { defineFeatureLocale } from '@/lib/i18n/feature';

/** Strings of the chart/table card (kept apart from EChart, which Home loads without them). */
export const chartI18n = defineFeatureLocale('kitChart', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
