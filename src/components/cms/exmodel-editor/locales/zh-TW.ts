import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  title: '擴充模型屬性',
  select: '選擇',
  clean: '清空',
  noResource: '未選擇素材',
  noContent: '未選擇內容',
  empty: '該擴充模型沒有欄位',
  rules: {
    required: '{{label}}不能為空',
    number: '{{label}}必須是數字',
    int: '{{label}}必須是整數',
    email: '{{label}}不是有效的電子郵件地址',
    phone: '{{label}}不是有效的手機號碼',
    regex: '{{label}}格式不正確',
  },
};
export default strings;
