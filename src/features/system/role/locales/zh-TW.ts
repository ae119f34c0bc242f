import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  roleId: '角色編號',
  roleName: '角色名稱',
  roleKey: '角色編碼',
  roleSort: '顯示順序',
  status: '狀態',
  remark: '備註',
  createTime: '建立時間',
  addTitle: '新增角色',
  editTitle: '修改角色',
  deleteConfirm: '是否確認刪除角色編號為「{{ids}}」的資料項？',
  enable: '啟用',
  disable: '停用',
  statusConfirm: '確認要「{{action}}」角色「{{name}}」嗎？',
  permission: '權限設定',
  users: '分配使用者',
  authUser: {
    userName: '使用者名稱',
    nickName: '使用者暱稱',
    email: '信箱',
    phoneNumber: '手機號碼',
    status: '狀態',
    createTime: '建立時間',
    allocated: '是否已分配',
    add: '新增使用者',
    cancel: '取消授權',
    remove: '移除',
    close: '關閉',
    removeConfirm: '是否確認移除選中的使用者？',
    selectTitle: '選擇使用者',
    selectFirst: '請先選擇使用者',
  },
};
export default strings;
