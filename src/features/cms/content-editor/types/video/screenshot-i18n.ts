import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './screenshot-locales/en';
import zhCN from './screenshot-locales/zh-CN';
import zhTW from './screenshot-locales/zh-TW';

export const screenshotI18n = defineFeatureLocale('cmsVideoScreenshot', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });
