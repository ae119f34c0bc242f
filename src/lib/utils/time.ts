import { currentLocale, type Locale } from '@/lib/i18n';

export type TimeInput = Date | number | string | null | undefined;

/** `yyyy-MM-dd[ HH:mm[:ss[.SSS]]]` (also with '/' or '.'), the backend's format, read as local time. */
const LOCAL_DATE_TIME =
  /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,3})\d*)?)?)?$/;

function fromString(text: string): Date {
  // Digits only: a timestamp, seconds when it has 10 digits (RuoYi parseTime).
  if (/^\d+$/.test(text)) return fromNumber(Number(text));
  const match = LOCAL_DATE_TIME.exec(text);
  if (match) {
    const [, y, mo, d, h, mi, s, ms] = match.map((part) => (part === undefined ? undefined : Number(part)));
    return new Date(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0, ms ?? 0);
  }
  // Anything else (an ISO string with a zone, say) is left to the engine instead of rewriting '-' to '/'.
  return new Date(text);
}

function fromNumber(value: number): Date {
  return new Date(Number.isInteger(value) && String(value).length === 10 ? value * 1000 : value);
}

export function toDate(value: TimeInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = fromNumber(value);
  else date = fromString(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const ZH_WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

function weekday(date: Date, locale: Locale): string {
  if (locale.startsWith('zh')) return ZH_WEEKDAYS[date.getDay()] ?? '';
  return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date);
}

/**
 * RuoYi's parseTime: `{y}-{m}-{d} {h}:{i}:{s}` placeholders (`{a}` = weekday, Chinese characters in
 * the zh locales), two-digit padding. Accepts Date, ms numbers, 10-digit seconds (number or string),
 * ISO and `yyyy-MM-dd HH:mm:ss` strings. Empty or unparsable input gives ''.
 */
export function formatTime(
  value: TimeInput,
  pattern = '{y}-{m}-{d} {h}:{i}:{s}',
  locale: Locale = currentLocale(),
): string {
  const date = toDate(value);
  if (!date) return '';
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
  };
  return pattern.replace(/{(y|m|d|h|i|s|a)+}/g, (_match, key: string) =>
    key === 'a' ? weekday(date, locale) : String(parts[key] ?? 0).padStart(2, '0'),
  );
}

const DURATION_UNITS: Record<Locale, { h: string; m: string; s: string; gap: string }> = {
  'zh-CN': { h: '小时', m: '分', s: '秒', gap: '' },
  'zh-TW': { h: '小時', m: '分', s: '秒', gap: '' },
  en: { h: 'h', m: 'm', s: 's', gap: ' ' },
};

/**
 * Milliseconds as hours/minutes/seconds ("1小时2分3秒", "1h 2m 3s"). Leading zero units are left out;
 * once a larger unit is shown the smaller ones follow, so "1小时0分5秒" reads unambiguously.
 * Sub-second remainders are dropped; 0 gives "0秒"/"0s"; a negative or non-numeric value gives ''.
 */
export function formatDuration(ms: number | null | undefined, locale: Locale = currentLocale()): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '';
  const units = DURATION_UNITS[locale] ?? DURATION_UNITS['zh-CN'];
  const total = Math.floor(ms / 1000);
  const values: [number, string][] = [
    [Math.floor(total / 3600), units.h],
    [Math.floor((total % 3600) / 60), units.m],
    [total % 60, units.s],
  ];
  const first = values.findIndex(([value]) => value > 0);
  const shown = first < 0 ? values.slice(2) : values.slice(first);
  return shown.map(([value, unit]) => `${value}${unit}`).join(units.gap);
}
