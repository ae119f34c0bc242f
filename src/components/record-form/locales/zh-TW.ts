import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  save: '儲存',
  publish: '發布',
  preview: '預覽',
  back: '返回',
  saveSuccess: '儲存成功',
  shortcut: '快速鍵 Ctrl+S',
};
export default strings;
