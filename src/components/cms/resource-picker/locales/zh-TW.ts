import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  title: '素材庫',
  tabUpload: '本地上傳',
  tabLibrary: '素材庫',
  sourceLocal: '本地上傳',
  sourceRemote: '網路連結',
  chooseFiles: '選擇檔案',
  tip: '檔案格式只能是 {{accept}}，且不超過 {{size}}',
  noLimit: '不限',
  sizeExceeded: '上傳檔案大小不能超過：{{size}}',
  countExceeded: '上傳檔案數量不能超過：{{limit}}',
  wrongType: '檔案格式不正確，只能是 {{accept}}',
  link: '連結',
  linkInvalid: '資源外鏈不能為空且必須是 http(s):// 或 {{host}} 開頭',
  chooseFirst: '請先選擇檔案',
  selectFirst: '請先選擇至少一條記錄',
  uploading: '正在上傳 {{done}}/{{total}}…',
  uploadFailed: '{{count}} 個檔案上傳失敗：{{files}}',
  myMaterials: '我的素材',
  allMaterials: '全部素材',
  name: '資源名稱',
  createTime: '建立時間',
  search: '搜尋',
  reset: '重設',
  empty: '暫無素材',
  total: '共 {{total}} 條',
  select: '選擇',
  change: '更換',
  remove: '刪除',
  view: '檢視',
};
export default strings;
