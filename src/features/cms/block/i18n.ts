import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const blockI18n = defineFeatureLocale('cmsBlock', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type BlockT = ReturnType<typeof blockI18n.useT>;
