import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/validation';

const validation: LocaleShape<typeof zhCN> = {
  required: '不能為空',
  requiredField: '{{label}}不能為空',
  email: '電子郵件格式錯誤',
  httpUrl: 'URL 連結格式錯誤，必須以 http(s):// 開頭',
  url: 'URL 連結格式錯誤',
  code: '只能使用大小寫字母、數字和底線',
  mobile: '手機號碼格式錯誤',
  length: '長度必須介於 {{min}} 和 {{max}} 之間',
};
export default validation;
