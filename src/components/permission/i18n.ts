import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const permissionI18n = defineFeatureLocale('kitPermission', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });
