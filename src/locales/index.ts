import type { Locale } from '@/lib/i18n/locales';

import type zhCN from './zh-CN';

/**
 * The app's own strings, one chunk per language, so a user downloads only the language they use.
 * zh-CN defines the keys; the other languages are type-checked against it (LocaleShape in each
 * namespace file), so a missing translation is a compile error.
 */
export type AppResources = typeof zhCN;

export const NAMESPACES = [
  'common',
  'http',
  'validation',
  'auth',
  'app',
  'shell',
  'kit',
] as const satisfies readonly (keyof AppResources)[];

const loaders: Record<Locale, () => Promise<{ default: AppResources }>> = {
  'zh-CN': () => import('./zh-CN'),
  'zh-TW': () => import('./zh-TW'),
  en: () => import('./en'),
};

export async function loadResources(locale: Locale): Promise<AppResources> {
  return (await loaders[locale]()).default;
}
