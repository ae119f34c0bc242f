import type { Locale } from '@/lib/i18n/locales';

import zhCN from './zh-CN';
import type zhCNConsole from './zh-CN/console';

/**
 * The app's own strings, two parts per language, so a user downloads only the language they use and
 * the sign-in page only what it shows: the first-render namespaces, then the console's (shell, kit)
 * once there is a session. zh-CN's first-render part, the default language's, is in the entry (a
 * chunk of its own was a second wave of requests before the sign-in form); the rest are chunks. zh-CN defines the keys; the other languages are type-checked against it
 * (LocaleShape in each namespace file), so a missing translation is a compile error.
 */
export type FirstRenderResources = typeof zhCN;
export type ConsoleResources = typeof zhCNConsole;
export type AppResources = FirstRenderResources & ConsoleResources;

export const NAMESPACES = [
  'common',
  'http',
  'validation',
  'auth',
  'app',
  'shell',
  'kit',
] as const satisfies readonly (keyof AppResources)[];

const firstRender: Record<Locale, () => Promise<{ default: FirstRenderResources }>> = {
  'zh-CN': () => Promise.resolve({ default: zhCN }),
  'zh-TW': () => import('./zh-TW'),
  en: () => import('./en'),
};

const console: Record<Locale, () => Promise<{ default: ConsoleResources }>> = {
  'zh-CN': () => import('./zh-CN/console'),
  'zh-TW': () => import('./zh-TW/console'),
  en: () => import('./en/console'),
};

export async function loadResources(locale: Locale): Promise<FirstRenderResources> {
  return (await firstRender[locale]()).default;
}

export async function loadConsoleResources(locale: Locale): Promise<ConsoleResources> {
  return (await console[locale]()).default;
}
