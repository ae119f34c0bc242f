import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  langTag: '語言標識',
  langKey: '鍵名',
  langValue: '鍵值',
  addTitle: '新增國際化鍵值',
  editTitle: '修改國際化鍵值',
  batchEdit: '多語言',
  batchTitle: '編輯國際化：{{key}}',
  deleteConfirm: '是否確認刪除編號為「{{ids}}」的資料項？',
};
export default strings;
