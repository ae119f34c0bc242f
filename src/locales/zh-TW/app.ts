import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/app';

const app: LocaleShape<typeof zhCN> = {
  routes: {
    home: '首頁',
    profile: '個人中心',
    preference: '個人偏好',
    siteEdit: '站點編輯',
    templateEditor: '範本編輯',
    fileEditor: '檔案編輯',
    contentEditor: '內容編輯',
    bookChapter: '編輯章節',
    exmodelFields: '擴展模型欄位',
    manualBlock: '編輯區塊',
    adSpace: '編輯廣告位',
    adEditor: '編輯廣告',
    linkList: '友情鏈接',
    voteSubjects: '調查投票主題頁',
    customformFields: '自訂表單欄位',
    customformData: '自訂表單資料',
    roleUsers: '分配用戶',
    dictData: '字典資料',
    genEdit: '修改生成配置',
    jobs: '調度任務',
  },
  unavailable: {
    title: '該功能暫未開放',
    description: '「{{title}}」（{{key}}）尚未在本控制台中實作，敬請期待。',
  },
  notFound: {
    title: '404',
    description: '抱歉，您訪問的頁面不存在。',
  },
  forbidden: {
    title: '401',
    description: '抱歉，您沒有訪問該頁面的權限。',
  },
  routeError: {
    title: '頁面出錯了',
    description: '該頁面渲染時發生錯誤，其他頁面不受影響。',
    retry: '重試',
  },
  session: {
    loading: '正在載入用戶資訊…',
    loadFailed: '載入用戶資訊失敗，請重新登入',
  },
  frame: {
    loading: '正在載入頁面，請稍候！',
  },
  layout: {
    logout: '登出',
    logoutConfirm: '確定登出並離開系統嗎？',
    profile: '個人中心',
    preference: '個人偏好',
  },
  home: {
    welcome: '歡迎回來，{{name}}',
    lastLoginTime: '上次登入時間',
    lastLoginIp: '上次登入 IP',
  },
};
export default app;
