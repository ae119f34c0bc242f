import type { Locale } from '@/lib/i18n/locales';

import enAuth from './en/auth';
import enCommon from './en/common';
import enHttp from './en/http';
import enValidation from './en/validation';
import zhCNAuth from './zh-CN/auth';
import zhCNCommon from './zh-CN/common';
import zhCNHttp from './zh-CN/http';
import zhCNValidation from './zh-CN/validation';
import zhTWAuth from './zh-TW/auth';
import zhTWCommon from './zh-TW/common';
import zhTWHttp from './zh-TW/http';
import zhTWValidation from './zh-TW/validation';

/**
 * Every namespace the console owns, per language. zh-CN defines the keys; the other languages are
 * type-checked against it (LocaleShape), so a missing translation is a compile error.
 */
export const zhCNResources = {
  common: zhCNCommon,
  http: zhCNHttp,
  validation: zhCNValidation,
  auth: zhCNAuth,
};

export type AppResources = typeof zhCNResources;
export const NAMESPACES = Object.keys(zhCNResources) as (keyof AppResources)[];

export const resources: Record<Locale, AppResources> = {
  'zh-CN': zhCNResources,
  'zh-TW': { common: zhTWCommon, http: zhTWHttp, validation: zhTWValidation, auth: zhTWAuth },
  en: { common: enCommon, http: enHttp, validation: enValidation, auth: enAuth },
};
