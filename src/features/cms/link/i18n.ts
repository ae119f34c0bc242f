import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const linkI18n = defineFeatureLocale('cmsLink', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type LinkT = ReturnType<typeof linkI18n.useT>;
