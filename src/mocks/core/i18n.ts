/**
 * Server-side i18n: messages*.properties (seed/messages.json) overlaid by the sys_i18n_dict table
 * (db wins), per request locale from Accept-Language. Mirrors the backend's I18nUtils.
 */
import type { MockDb } from '../db';
import { seedMessages } from '../seed';

export type Locale = 'zh-CN' | 'en' | 'zh-TW';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en', 'zh-TW'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Column of each locale in messages.json. */
const COLUMN: Record<Locale, 0 | 1 | 2> = { 'zh-CN': 0, en: 1, 'zh-TW': 2 };

/** Maps an Accept-Language value ("en-US,en;q=0.9", "zh-TW", …) to a supported locale. */
export function parseLocale(header: string | null | undefined): Locale {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!first) return DEFAULT_LOCALE;
  if (first.startsWith('en')) return 'en';
  if (first === 'zh-tw' || first === 'zh-hk' || first === 'zh-mo' || first.startsWith('zh-hant'))
    return 'zh-TW';
  return DEFAULT_LOCALE;
}

export function localeOf(request: Request): Locale {
  return parseLocale(request.headers.get('Accept-Language'));
}

/**
 * The text of `key` in `locale`, or undefined when neither the db nor the properties have it.
 * Empty property values fall back to the base (zh-CN) bundle, as Java ResourceBundles do.
 */
export function lookup(db: MockDb, key: string, locale: Locale): string | undefined {
  const row = db.tables.i18nDicts.find((d) => d.langKey === key && d.langTag === locale);
  if (row) return row.langValue;
  const texts = seedMessages[key];
  if (!texts) return undefined;
  return texts[COLUMN[locale]] || texts[0] || undefined;
}

/** Replaces `{0}`, `{1}`, … like java.text.MessageFormat (without its number formatting). */
export function format(text: string, args: readonly unknown[]): string {
  return text.replace(/\{(\d+)\}/g, (whole, i: string) => {
    const arg = args[Number(i)];
    return arg === undefined ? whole : String(arg);
  });
}

/** A translated message; the key itself when unknown (the backend's behaviour). */
export function msg(db: MockDb, key: string, locale: Locale, ...args: unknown[]): string {
  return format(lookup(db, key, locale) ?? key, args);
}

/**
 * Translates a stored label: `{KEY}` placeholders are looked up, anything else is returned as is.
 * `fieldKey` is the @I18nField key of the column (e.g. `DICT.<type>.<value>`), tried first.
 */
export function translateLabel(db: MockDb, text: string, locale: Locale, fieldKey?: string): string {
  if (fieldKey) {
    const byField = lookup(db, fieldKey, locale);
    if (byField !== undefined) return byField;
  }
  const m = /^\{([^{}]+)\}$/.exec(text);
  if (!m?.[1]) return text;
  return lookup(db, m[1], locale) ?? text;
}
