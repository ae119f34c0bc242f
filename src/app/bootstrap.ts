import { getStoredLocale, loadConsoleStrings, loadLanguage, type Locale } from '@/lib/i18n';

import { loadAntdLocale } from './theme';

/** Everything that must be in place before the first render: the language's strings and antd locale. */
export async function prepareLocale(
  locale: Locale = getStoredLocale(),
  options: { console?: boolean } = {},
): Promise<void> {
  await Promise.all([loadLanguage(locale), loadAntdLocale(locale)]);
  // Tests render console screens directly; the app loads these with the session (RequireSession).
  if (options.console) await loadConsoleStrings(locale);
}
