import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const voteI18n = defineFeatureLocale('cmsVote', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type VoteT = ReturnType<typeof voteI18n.useT>;
