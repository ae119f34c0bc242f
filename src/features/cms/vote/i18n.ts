import { defineFeatureLocale } from '@/lib/i18n/feature';

export const voteI18n = defineFeatureLocale('cmsVote', {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
});

export type VoteT = ReturnType<typeof voteI18n.useT>;
