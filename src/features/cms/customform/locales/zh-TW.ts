import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  name: '名稱',
  code: '編碼',
  status: '狀態',
  createTime: '建立時間',
  tableName: '資料表',
  needCaptcha: '是否需要驗證碼',
  needLogin: '是否需要登入',
  ruleLimit: '提交唯一性規則',
  templates: '發布通道範本',
  remark: '備註',
  addTitle: '新增自訂表單',
  editTitle: '編輯自訂表單',
  formData: '表單資料',
  formFields: '表單欄位',
  publish: '發布',
  offline: '下線',
  published: '發布成功',
  offlined: '下線成功',
  deleteConfirm: '是否確認刪除表單「{{names}}」？表單欄位和提交的資料會一併刪除。',
  data: {
    noForm: '缺少表單ID（formId），無法載入資料。',
    ip: 'IP',
    submitTime: '提交時間',
    addTitle: '新增表單資料',
    editTitle: '編輯表單資料',
    close: '關閉',
    export: '匯出',
    exporting: '正在匯出 {{count}} 筆資料…',
    exported: '已匯出 {{count}} 筆資料',
    deleteConfirm: '是否確認刪除選中的 {{count}} 筆資料？',
    view: '檢視',
  },
};
export default strings;
