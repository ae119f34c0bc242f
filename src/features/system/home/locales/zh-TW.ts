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
};
export default home;
