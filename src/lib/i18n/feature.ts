import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { i18n } from './index';
import type { Locale } from './locales';

/** 'a' | 'b.c' | … : every leaf key path of a nested string table. */
export type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPath<T[K]>}`;
}[keyof T & string];

type Loaders<T> = Record<Locale, () => Promise<{ default: T }>>;

const pending = new Map<string, Promise<void>>();

function bundleKey(ns: string, locale: string): string {
  return `${locale}/${ns}`;
}

/** Loads a namespace for the active language (once). */
export function loadNamespace<T>(ns: string, loaders: Loaders<T>): Promise<void> {
  const locale = (i18n.language as Locale) in loaders ? (i18n.language as Locale) : 'zh-CN';
  const key = bundleKey(ns, locale);
  if (i18n.hasResourceBundle(locale, ns)) return Promise.resolve();
  let promise = pending.get(key);
  if (!promise) {
    promise = loaders[locale]().then((module) => {
      i18n.addResourceBundle(locale, ns, module.default as object, true, true);
    });
    pending.set(key, promise);
  }
  return promise;
}

/**
 * A feature's own strings: one namespace, one file per language inside the feature folder, loaded with
 * the feature (not with the app), with keys type-checked against the zh-CN table.
 *
 *   export const userI18n = defineFeatureLocale('systemUser', {
 *     'zh-CN': () => import('./locales/zh-CN'), 'zh-TW': () => import('./locales/zh-TW'), en: () => import('./locales/en'),
 *   });
 *   const t = userI18n.useT();   // suspends until loaded; t('columns.userName')
 */
export function defineFeatureLocale<T>(ns: string, loaders: Loaders<T>) {
  // Fetch the strings as soon as the feature's code runs, alongside the rest of its chunk, rather than
  // when its first component renders and suspends: that would be one more network round trip before
  // the screen shows. (Before the app has picked its language, the first render loads them instead.)
  if (i18n.isInitialized && i18n.language) void loadNamespace(ns, loaders).catch(() => undefined);
  function useT() {
    const locale = i18n.language;
    if (!i18n.hasResourceBundle(locale, ns)) {
      // React Suspense: the route's fallback shows until the strings are there.
      throw loadNamespace(ns, loaders);
    }
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
    load: () => loadNamespace(ns, loaders),
    /** For non-React code (after the namespace is loaded). */
    t: (key: KeyPath<T>, options?: Record<string, unknown>): string =>
      (i18n.t as (k: string, o?: object) => string)(`${ns}:${key}`, options),
  };
}
