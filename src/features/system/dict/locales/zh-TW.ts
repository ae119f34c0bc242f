import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  dictId: '字典編號',
  dictName: '字典名稱',
  dictType: '字典類型',
  fixed: '系統固定',
  remark: '備註',
  createTime: '建立時間',
  addTitle: '新增字典類型',
  editTitle: '修改字典類型',
  deleteConfirm: '是否確認刪除字典編號為「{{ids}}」的資料項？',
  data: {
    dictCode: '字典編碼',
    dictLabel: '字典標籤',
    dictValue: '字典鍵值',
    dictSort: '字典排序',
    cssClass: '樣式屬性',
    listClass: '回顯樣式',
    status: '狀態',
    addTitle: '新增字典資料',
    editTitle: '修改字典資料',
    deleteConfirm: '是否確認刪除字典編碼為「{{ids}}」的資料項？',
    close: '關閉',
    preview: '預覽',
  },
  listClass: {
    default: '預設',
    primary: '主要',
    success: '成功',
    info: '資訊',
    warning: '警告',
    danger: '危險',
  },
};
export default strings;
