import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const genI18n = defineFeatureLocale('toolGen', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });
