import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const contentI18n = defineFeatureLocale('cmsContent', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type ContentT = ReturnType<typeof contentI18n.useT>;
