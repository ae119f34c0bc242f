import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const adI18n = defineFeatureLocale('cmsAdvertisement', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type AdT = ReturnType<typeof adI18n.useT>;
