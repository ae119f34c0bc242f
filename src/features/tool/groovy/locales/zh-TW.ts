import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  script: 'Groovy腳本',
  execute: '執行',
  save: '保存腳本',
  result: '執行結果',
  empty: '腳本內容不能為空',
  noOutput: '（無輸出）',
  scripts: '已保存腳本',
  name: '名稱',
  remark: '備註',
  view: '查看',
  delete: '刪除',
  saveTitle: '保存腳本',
  ok: '確定',
  cancel: '取消',
};
export default strings;
