import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const roleI18n = defineFeatureLocale('systemRole', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type RoleT = ReturnType<typeof roleI18n.useT>;
