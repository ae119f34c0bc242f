import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  query: '輸入分組名稱/編碼',
  name: '分組名稱',
  code: '分組編碼',
  sort: '排序',
  updateTime: '更新時間',
  addGroup: '新增友情連結分組',
  editGroup: '編輯友情連結分組',
  deleteGroupConfirm: '是否確認刪除分組「{{names}}」及其全部友鏈？',
  linksTitle: '友情連結列表',
  linkQuery: '輸入友鏈名稱/連結查詢',
  linkName: '名稱',
  url: '連結',
  logo: 'Logo',
  remark: '備註',
  addLink: '新增友情連結',
  editLink: '編輯友情連結',
  deleteLinkConfirm: '是否確認刪除友鏈「{{names}}」？',
  dragHint: '拖曳列可調整排序',
  sorted: '排序已儲存',
  noGroup: '請先選擇友鏈分組',
};
export default strings;
