import { getStoredLocale, loadLanguage, type Locale } from '@/lib/i18n';

import { loadAntdLocale } from './theme';

/** Everything that must be in place before the first render: the language's strings and antd locale. */
export async function prepareLocale(locale: Locale = getStoredLocale()): Promise<void> {
  await Promise.all([loadLanguage(locale), loadAntdLocale(locale)]);
}
