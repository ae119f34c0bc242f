import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  open: '編輯多語言',
  title: '編輯多語言：{{key}}',
  saved: '儲存成功',
  required: '請輸入{{lang}}的文字',
  maxLength: '長度不能超過 {{max}} 個字元',
};
export default strings;
