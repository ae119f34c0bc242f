import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  deptName: '部門名稱',
  orderNum: '顯示排序',
  status: '部門狀態',
  createTime: '建立時間',
  parentId: '上級部門',
  leader: '負責人',
  phone: '聯絡電話',
  email: '郵箱',
  addChild: '新增',
  addTitle: '新增部門',
  editTitle: '修改部門',
  deleteConfirm: '是否確認刪除名稱為「{{name}}」的資料項？',
};
export default strings;
