import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  select: '選擇',
  clear: '清空',
  title: '選擇檔案',
  root: '根目錄',
  directories: '目錄',
  fileName: '檔案名稱',
  fileNamePlaceholder: '請輸入檔案名稱',
  fileSize: '大小',
  modifyTime: '最後修改時間',
  selectFirst: '請選擇檔案',
  acceptTip: '僅可選擇 {{types}} 檔案',
  openDir: '開啟目錄 {{name}}',
  chooseFile: '選擇檔案 {{name}}',
  cancel: '取消',
  ok: '確定',
  noFiles: '此目錄下沒有可選擇的檔案',
};
export default strings;
