import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  publishpipeId: 'ID',
  name: '名稱',
  code: '編碼',
  sort: '排序',
  state: '狀態',
  remark: '備註',
  createTime: '創建時間',
  addTitle: '添加發布通道',
  editTitle: '編輯發布通道',
  enable: '啟用',
  disable: '停用',
  enabled: '已啟用',
  disabled: '已停用',
  deleteConfirm: '是否確認刪除發布通道編號為“{{ids}}”的數據項？',
};
export default strings;
