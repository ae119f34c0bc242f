import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

/** Strings of the chart/table card (kept apart from EChart, which Home loads without them). */
export const chartI18n = defineFeatureLocale('kitChart', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });
