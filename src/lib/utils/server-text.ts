import { currentLocale, type Locale } from '@/lib/i18n';

/**
 * Words the backend writes in Chinese whatever the console's language: RuoYi's `DateUtils.getDatePoor`
 * run time ("1天2小时3分钟") and the address lookup's "内网IP" for private addresses. A value that is one
 * of these known shapes is shown in the active language; anything else (a real place name) is shown
 * as the server sent it.
 */
const DAY_HOUR_MINUTE = /^(\d+)天(\d+)小时(\d+)分钟$/;

const RUN_TIME: Record<Locale, (d: string, h: string, m: string) => string> = {
  'zh-CN': (d, h, m) => `${d}天${h}小时${m}分钟`,
  'zh-TW': (d, h, m) => `${d}天${h}小時${m}分鐘`,
  en: (d, h, m) => `${d} d ${h} h ${m} min`,
};

const LOCATION_TOKENS: Record<string, Record<Locale, string>> = {
  内网IP: { 'zh-CN': '内网IP', 'zh-TW': '內網IP', en: 'Intranet IP' },
};

/** A "1天2小时3分钟" run time in `locale`; other text unchanged. */
export function localizeRunTime(text: string | null | undefined, locale: Locale = currentLocale()): string {
  if (!text) return '';
  const match = DAY_HOUR_MINUTE.exec(text.trim());
  if (!match) return text;
  const [, days = '0', hours = '0', minutes = '0'] = match;
  return RUN_TIME[locale](days, hours, minutes);
}

/** A login location in `locale` when it is a token the server uses for unknown places; other text unchanged. */
export function localizeLocation(text: string | null | undefined, locale: Locale = currentLocale()): string {
  if (!text) return '';
  return LOCATION_TOKENS[text.trim()]?.[locale] ?? text;
}
