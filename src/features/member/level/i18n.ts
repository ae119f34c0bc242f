import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const levelI18n = defineFeatureLocale('memberLevel', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type LevelT = ReturnType<typeof levelI18n.useT>;
