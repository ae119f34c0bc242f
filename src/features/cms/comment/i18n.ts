import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const commentI18n = defineFeatureLocale('comment', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type CommentT = ReturnType<typeof commentI18n.useT>;
