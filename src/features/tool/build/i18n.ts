import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const buildI18n = defineFeatureLocale('toolBuild', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type BuildT = ReturnType<typeof buildI18n.useT>;
