import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

/** Strings of the rich-text editor (its own namespace, loaded with the editor, not with the app). */
export const richTextI18n = defineFeatureLocale('richText', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });
