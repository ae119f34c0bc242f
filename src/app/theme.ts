import type { ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
// Only the dark algorithm, not antd's whole `theme` object: this module is on the sign-in page's path.
import darkAlgorithm from 'antd/es/theme/themes/dark';
// zh-CN, the console's default language, comes with the entry: fetched after it, its texts were a
// second wave of requests before the sign-in form could render. The other languages stay chunks.
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

import type { Locale } from '@/lib/i18n';
import type { ControlSize } from '@/stores/app';

import { accessibleComponents, accessibleTokens } from './a11y-theme';

/** antd's and dayjs's own texts for each console language (zh-CN in the entry, the others chunks). */
const LOADERS: Record<Locale, () => Promise<AntdLocale>> = {
  'zh-CN': () => {
    dayjs.locale('zh-cn');
    return Promise.resolve(zhCN);
  },
  'zh-TW': async () => {
    const [antd] = await Promise.all([import('antd/locale/zh_TW'), import('dayjs/locale/zh-tw')]);
    dayjs.locale('zh-tw');
    return antd.default;
  },
  en: async () => {
    const antd = await import('antd/locale/en_US');
    dayjs.locale('en');
    return antd.default;
  },
};

let antdLocale: AntdLocale | undefined;

/** Loads antd's and dayjs's locale for `locale` and remembers antd's for the ConfigProvider. */
export async function loadAntdLocale(locale: Locale): Promise<void> {
  antdLocale = await LOADERS[locale]();
  document.documentElement.lang = locale;
}

export function currentAntdLocale(): AntdLocale | undefined {
  return antdLocale;
}

/**
 * The four sizes of the size picker as antd tokens. antd has three component sizes; the console sets the
 * control height and font size instead, so every control (inputs, buttons, selects, tables) follows.
 * "medium" is antd's own 32 px, the default.
 */
const SIZE_TOKENS: Record<ControlSize, { controlHeight: number; fontSize: number }> = {
  default: { controlHeight: 36, fontSize: 14 },
  medium: { controlHeight: 32, fontSize: 14 },
  small: { controlHeight: 28, fontSize: 13 },
  mini: { controlHeight: 24, fontSize: 12 },
};

export interface ThemeChoice {
  colorPrimary: string;
  dark: boolean;
  size: ControlSize;
  /**
   * antd's opening and closing animations (menus unfolding, popups and dialogs zooming in). Off when
   * the user asks the system for reduced motion: an item that is still moving can lose its click, as
   * the pointer's press and release land on different elements.
   */
  motion?: boolean;
}

/** antd theme of the whole app: the theme colour, the dark algorithm and the control size. */
export function buildTheme({ colorPrimary, dark, size, motion = true }: ThemeChoice): ThemeConfig {
  return {
    // No algorithm = antd's default (light) one.
    algorithm: dark ? darkAlgorithm : undefined,
    // `motion` only when off: antd's default theme is the one the prebuilt stylesheet was made for.
    token: { ...accessibleTokens(colorPrimary, dark), ...SIZE_TOKENS[size], ...(motion ? {} : { motion }) },
    components: accessibleComponents(colorPrimary, dark),
  };
}
