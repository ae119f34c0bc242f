import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const pusherI18n = defineFeatureLocale('systemPusher', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type PusherT = ReturnType<typeof pusherI18n.useT>;
