import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const userI18n = defineFeatureLocale('systemUser', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type UserT = ReturnType<typeof userI18n.useT>;
