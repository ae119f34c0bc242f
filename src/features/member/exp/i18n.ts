import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const expI18n = defineFeatureLocale('memberExp', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type ExpT = ReturnType<typeof expI18n.useT>;
