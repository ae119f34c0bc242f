import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  name: '名稱',
  code: '編碼',
  publishPipe: '發布通道',
  path: '發布目錄',
  pathRule: '只能使用英文字母、數字、底線和斜線',
  template: '範本',
  remark: '備註',
};
export default strings;
