import { defineFeatureLocale } from '@/lib/i18n/feature';

import en from './locales/en';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';

export const editorI18n = defineFeatureLocale('cmsContentEditor', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type EditorT = ReturnType<typeof editorI18n.useT>;
