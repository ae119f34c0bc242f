import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const wordI18n = defineFeatureLocale('cmsWord', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type WordT = ReturnType<typeof wordI18n.useT>;
