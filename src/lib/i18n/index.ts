import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { loadConsoleResources, loadResources, NAMESPACES } from '@/locales';

import { DEFAULT_LOCALE, type Locale } from './locales';

export * from './locales';

/**
 * One i18next instance for the whole app. The language is chosen once at start-up (stored choice,
 * else zh-CN) and its strings are loaded before the first render (`loadLanguage`). Switching stores the
 * new choice and reloads the page: menus and dictionary labels come translated from the server, so a
 * reload is the honest way to refresh them all.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: DEFAULT_LOCALE,
  fallbackLng: false,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Loads `locale`'s strings (once) and makes it the active language. */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'common')) {
    const resources = await loadResources(locale);
    for (const [ns, bundle] of Object.entries(resources))
      i18n.addResourceBundle(locale, ns, bundle, true, true);
  }
  await i18n.changeLanguage(locale);
}

/** Whether the console's namespaces (shell, kit) of the active language are in. */
export function consoleStringsLoaded(locale: Locale = currentLocale()): boolean {
  return i18n.hasResourceBundle(locale, 'kit');
}

/** Loads the console's namespaces (shell, kit) of the active language, once; the session gate awaits it. */
export async function loadConsoleStrings(locale: Locale = currentLocale()): Promise<void> {
  if (consoleStringsLoaded(locale)) return;
  const resources = await loadConsoleResources(locale);
  for (const [ns, bundle] of Object.entries(resources))
    i18n.addResourceBundle(locale, ns, bundle, true, true);
}

export function currentLocale(): Locale {
  return (i18n.language as Locale) || DEFAULT_LOCALE;
}
