import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = { openInNewTab: '在新分頁中開啟' };
export default strings;
