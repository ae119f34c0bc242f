import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  invalidId: '頁面部件ID錯誤：{{id}}',
  basic: '基礎屬性',
  customList: '自定義列表',
  no: '序號',
  title: '標題',
  operation: '操作',
  addRow: '添加行',
  clean: '清空',
  insertRow: '插入行',
  deleteRow: '刪除',
  insertAtStart: '在行首添加列表項',
  insertAfter: '在「{{title}}」後添加列表項',
  removeItem: '移除「{{title}}」',
  emptyRow: '空行：點行首的「+」添加列表項，或把列表項拖到這裡',
  dragHint: '拖動列表項可在行內或行間調整順序',
  addItem: '添加列表項',
  editItem: '編輯列表項',
  select: '選擇',
  link: '連結',
  summary: '摘要',
  date: '日期',
  logo: 'LOGO',
  saveSuccess: '儲存成功',
  published: '發布成功',
};
export default strings;
