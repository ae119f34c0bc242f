import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  title: '擴充模型屬性',
  select: '選擇',
  clean: '清空',
  noResource: '未選擇素材',
  noContent: '未選擇內容',
  empty: '該擴充模型沒有欄位',
  preview: { check: '校驗' },
  rules: {
    required: '{{label}}不能為空',
    number: '{{label}}必須是數字',
    int: '{{label}}必須是整數',
    email: '{{label}}不是有效的電子郵件地址',
    phone: '{{label}}不是有效的手機號碼',
    date: '{{label}}日期格式[yyyy-MM-dd]校驗失敗',
    time: '{{label}}時間格式[HH:mm:ss]校驗失敗',
    datetime: '{{label}}日期時間格式[yyyy-MM-dd HH:mm:ss]校驗失敗',
    regex: '{{label}}格式不正確',
  },
};
export default strings;
