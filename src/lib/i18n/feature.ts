import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { i18n } from './index';
import type { Locale } from './locales';

/** 'a' | 'b.c' | … : every leaf key path of a nested string table. */
export type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPath<T[K]>}`;
}[keyof T & string];

type Tables<T> = Record<Locale, T>;

/**
 * A feature's own strings: one namespace, one table per language inside the feature folder, with keys
 * type-checked against the zh-CN table.
 *
 *   import en from './locales/en'; import zhCN from './locales/zh-CN'; import zhTW from './locales/zh-TW';
 *   export const userI18n = defineFeatureLocale('systemUser', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });
 *   const t = userI18n.useT();   // t('columns.userName')
 *
 * All three languages are registered when the feature's code runs: they travel inside its chunk (about
 * 0.7 KB gzip per language and feature). Loaded separately, the active language's table was a second
 * round trip after every screen's code, discovered only once that code ran.
 */
export function defineFeatureLocale<T>(ns: string, tables: Tables<T>) {
  for (const [locale, table] of Object.entries(tables) as [Locale, T][])
    i18n.addResourceBundle(locale, ns, table as object, true, true);
  function useT() {
    const { t } = useTranslation(ns as 'common');
    return useCallback(
      (key: KeyPath<T>, options?: Record<string, unknown>): string =>
        (t as (k: string, o?: object) => string)(key, options),
      [t],
    );
  }
  return {
    ns,
    useT,
    /** Resolves at once (the tables are registered on import); for code that awaited the lazy tables. */
    load: (): Promise<void> => Promise.resolve(),
    /** For non-React code. */
    t: (key: KeyPath<T>, options?: Record<string, unknown>): string =>
      (i18n.t as (k: string, o?: object) => string)(`${ns}:${key}`, options),
  };
}
