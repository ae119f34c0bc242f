import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { NAMESPACES, resources } from '@/locales';

import { DEFAULT_LOCALE, getStoredLocale, type Locale } from './locales';

export * from './locales';

/**
 * One i18next instance for the whole app. The language is chosen once at start-up from localStorage;
 * switching stores the new choice and reloads the page (menus and dict labels come translated from the
 * server, so a reload is the honest way to refresh them all).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: getStoredLocale(),
  fallbackLng: DEFAULT_LOCALE,
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export function currentLocale(): Locale {
  return (i18n.language as Locale) || DEFAULT_LOCALE;
}
