import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const home: LocaleShape<typeof zhCN> = {
  welcome: '歡迎回來，{{name}}',
  lastLoginTime: '上次登入時間',
  lastLoginIp: '上次登入 IP',
  shortcuts: '快捷入口',
  server: {
    title: '系統資訊',
    app: '應用',
    version: '版本',
    startTime: '啟動時間',
    runTime: '運行時長',
    publishStrategy: '發布策略',
    resourceRoot: '資源根目錄',
  },
  stat: {
    title: '數據統計',
    catalog: '欄目數',
    content: '內容數',
    resource: '資源數',
    template: '模板數',
  },
  trend: {
    title: '訪問趨勢',
    site: '百度統計站點',
    range: '統計時間',
    search: '搜尋',
    lastWeek: '最近一週',
    lastMonth: '最近一個月',
    last3Months: '最近三個月',
    pv: '瀏覽量（PV）',
    uv: '訪客數（UV）',
    ip: 'IP數',
    noData: '暫無訪問統計資料',
    summary: '最近 {{days}} 天的瀏覽量、訪客數和 IP 數折線圖',
  },
};
export default home;
