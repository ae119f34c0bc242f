import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  resourceId: 'ID',
  type: '類型',
  name: '資源名稱',
  storageType: '存儲類型',
  fileSize: '大小',
  createTime: '創建時間',
  remark: '備註',
  file: '檔案',
  viewGrid: '網格',
  viewTable: '列表',
  imageTool: '圖片處理',
  download: '下載',
  uploadTitle: '上傳資源',
  editTitle: '編輯資源',
  dropHint: '將檔案拖到此處，或點擊選擇（可多選）',
  accepts: '支援檔案類型：{{list}}；支援檔案大小：{{size}}',
  noLimit: '不限',
  refusedType: '“{{name}}”的檔案類型不支援上傳',
  refusedSize: '“{{name}}”超過大小限制 {{size}}',
  uploadDone: '已上傳 {{count}} 個檔案',
  uploadFailed: '“{{name}}”上傳失敗：{{reason}}',
  fileRequired: '請選擇檔案',
  deleteConfirm: '是否確認刪除資源編號為“{{ids}}”的數據項？',
};
export default strings;
