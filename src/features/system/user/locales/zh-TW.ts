import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  userId: '使用者編號',
  userName: '使用者名稱',
  nickName: '暱稱',
  deptName: '所屬部門',
  dept: '歸屬部門',
  phoneNumber: '手機號碼',
  email: '郵箱',
  password: '密碼',
  sex: '性別',
  status: '狀態',
  posts: '崗位',
  remark: '備註',
  createTime: '建立時間',
  deptFilter: '請輸入部門名稱',
  userNamePlaceholder: '請輸入使用者名稱',
  addTitle: '新增使用者',
  editTitle: '修改使用者',
  deleteConfirm: '是否確認刪除使用者編號為「{{ids}}」的資料項？',
  import: '匯入',
  importTitle: '使用者匯入',
  resetPwd: '重設密碼',
  resetPwdTitle: '重設密碼',
  resetPwdPrompt: '請輸入使用者「{{userName}}」的新密碼',
  newPassword: '新密碼',
  resetPwdSuccess: '修改成功，新密碼是：{{password}}',
  authRole: '分配角色',
  authRoleTitle: '分配角色',
  roleName: '角色名稱',
  roleKey: '角色編碼',
  save: '儲存',
  passwordLength: '密碼長度必須介於 {{min}} 和 {{max}} 之間',
  passwordRule: '密碼不符合安全規則（需同時包含字母和數字等）',
};
export default strings;
