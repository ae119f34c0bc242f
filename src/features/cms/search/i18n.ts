import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const searchI18n = defineFeatureLocale('cmsSearch', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type SearchT = ReturnType<typeof searchI18n.useT>;
