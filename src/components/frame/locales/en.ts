import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = { openInNewTab: 'Open in a new tab' };
export default strings;
