import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  operId: '日誌編號',
  title: '系統模組',
  businessType: '操作類型',
  requestMethod: '請求方式',
  operName: '操作人員',
  operIp: '操作位址',
  operLocation: '操作地點',
  responseCode: '響應碼',
  operTime: '操作時間',
  cost: '耗時',
  ms: '{{cost}} 毫秒',
  operUrl: '請求位址',
  method: '操作方法',
  requestArgs: '請求參數',
  userAgent: '用戶代理',
  responseResult: '返回參數',
  operator: '登錄資訊',
  detail: '詳細',
  detailTitle: '操作日誌詳細',
  close: '關閉',
  clean: '清空',
  cleanConfirm: '是否確認清空所有操作日誌資料項？',
  deleteConfirm: '是否確認刪除日誌編號為「{{ids}}」的資料項？',
  businessTypes: {
    INSERT: '新增',
    UPDATE: '修改',
    DELETE: '刪除',
    GRANT: '授權',
    EXPORT: '匯出',
    IMPORT: '匯入',
    CLEAN: '清空',
    OTHER: '其他',
  },
};
export default strings;
