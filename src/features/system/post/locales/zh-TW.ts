import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  postId: '崗位編號',
  postCode: '崗位編碼',
  postName: '崗位名稱',
  postSort: '崗位排序',
  status: '狀態',
  remark: '備註',
  createTime: '建立時間',
  addTitle: '新增崗位',
  editTitle: '修改崗位',
  deleteConfirm: '是否確認刪除崗位編號為「{{ids}}」的資料項？',
};
export default strings;
