import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const statI18n = defineFeatureLocale('stat', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type StatT = ReturnType<typeof statI18n.useT>;
