import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const publishPipeI18n = defineFeatureLocale('cmsPublishPipe', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });
