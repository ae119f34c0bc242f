import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/http';

const http: LocaleShape<typeof zhCN> = {
  sessionExpiredTitle: '登入狀態已過期',
  sessionExpired: '您可以繼續留在此頁面，或者重新登入',
  relogin: '重新登入',
  cancel: '取消',
  invalidSession: '無效的工作階段，或者工作階段已過期，請重新登入。',
  repeatSubmit: '請求正在處理中，請勿重複提交',
  networkError: '後端介面連線異常',
  timeout: '系統介面請求逾時',
  apiError: '系統介面 {{code}} 異常',
  canceled: '請求已取消',
  err401: '認證失敗，無法存取系統資源',
  err403: '目前操作沒有權限',
  err404: '存取的資源不存在',
  errUnknown: '系統未知錯誤，請回報給管理員',
  downloading: '正在下載資料，請稍候',
  downloadFailed: '下載檔案時發生錯誤，請聯絡管理員！',
  uploadFailed: '上傳檔案失敗，請重試',
};
export default http;
