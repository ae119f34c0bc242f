import { defineFeatureLocale } from '@/lib/i18n/feature';

export const templatePickerI18n = defineFeatureLocale('cmsTemplatePicker', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});
