import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  menuName: '選單名稱',
  icon: '圖示',
  orderNum: '排序',
  perms: '權限標識',
  permsTip: '控制器中定義的權限字元，如：@Priv(type = AdminUserType.TYPE, value = "system:user:view")',
  component: '元件路徑',
  componentTip: '訪問的元件路徑，如：system/user/index，預設在views目錄下',
  visible: '顯示狀態',
  visibleTip: '選擇隱藏則路由將不會出現在側邊欄，但仍然可以訪問',
  status: '選單狀態',
  statusTip: '選擇停用則路由將不會出現在側邊欄，也不能被訪問',
  createTime: '建立時間',
  parentId: '上級選單',
  rootMenu: '主類目',
  menuType: '選單類型',
  typeDirectory: '目錄',
  typeMenu: '選單',
  typeButton: '按鈕',
  path: '路由位址',
  pathTip: '訪問的路由位址，如：user；外網位址需內鏈訪問則以http(s)://開頭',
  query: '路由參數',
  queryTip: '訪問路由的預設傳遞參數，如：{"id": 1, "name": "ry"}',
  isFrame: '是否外鏈',
  isFrameTip: '選擇是外鏈則路由位址需要以http(s)://開頭',
  isCache: '是否快取',
  isCacheTip: '選擇是則會被keep-alive快取，需要匹配元件的name和位址保持一致',
  addChild: '新增',
  addTitle: '新增選單',
  editTitle: '修改選單',
  deleteConfirm: '是否確認刪除名稱為「{{name}}」的資料項？',
};
export default strings;
