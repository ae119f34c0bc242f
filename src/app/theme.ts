import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';

import type { Locale } from '@/lib/i18n';

/** antd's and dayjs's own texts for each console language, each its own small chunk. */
const LOADERS: Record<Locale, () => Promise<AntdLocale>> = {
  'zh-CN': async () => {
    const [antd] = await Promise.all([import('antd/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    dayjs.locale('zh-cn');
    return antd.default;
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
