import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  resourceRoot: '站點資源目錄',
  resourceRootTip: '資源根目錄：{{root}}',
  fileName: '檔案名',
  fileSize: '大小',
  modifyTime: '最後修改時間',
  openDir: '開啟目錄 {{name}}',
  upload: '上傳',
  rename: '重新命名',
  addTitle: '新建檔案/目錄',
  type: '類型',
  typeFile: '檔案',
  typeDirectory: '目錄',
  name: '名稱',
  nameRule: '只能使用字母、數字、底線和點',
  renameTitle: '重新命名',
  renamePlaceholder: '請輸入檔案名',
  uploadTitle: '上傳檔案',
  dropHint: '將檔案拖到此處，或點擊選擇',
  uploadTip: '檔案格式只能是 {{accept}}，且不超過 {{size}}',
  anyType: '任意類型',
  noLimit: '不限',
  refusedType: '{{name}}：不支援的檔案類型',
  refusedSize: '{{name}}：檔案大小不能超過 {{size}}',
  uploadFailed: '{{name}} 上傳失敗：{{reason}}',
  saveSuccess: '儲存成功',
  deleteConfirm: '是否確認刪除「{{names}}」？',
  editorTitle: '檔案編輯',
  fileTag: '檔案：{{path}}',
  content: '檔案內容',
  leaveTitle: '離開檔案編輯？',
  leaveMessage: '檔案有未儲存的修改，離開後將遺失。',
};
export default strings;
