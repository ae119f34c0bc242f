import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const internalLinkI18n = defineFeatureLocale('cmsInternalLink', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });
