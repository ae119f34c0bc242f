import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

/** Strings of the record form and its page bar (their own namespace, loaded with the first record page). */
export const recordFormI18n = defineFeatureLocale('kitRecordForm', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });
