import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const home: LocaleShape<typeof zhCN> = {
  welcome: 'Welcome back, {{name}}',
  lastLoginTime: 'Last sign-in',
  lastLoginIp: 'Last sign-in IP',
  shortcuts: 'Shortcuts',
  server: {
    title: 'System',
    app: 'Application',
    version: 'Version',
    startTime: 'Started',
    runTime: 'Running for',
    publishStrategy: 'Publish strategy',
    resourceRoot: 'Resource root',
  },
  stat: {
    title: 'Statistical Data',
    catalog: 'Catalogs',
    content: 'Contents',
    resource: 'Resources',
    template: 'Templates',
  },
  trend: {
    title: 'Visit Trend',
    site: 'Baidu Tongji site',
    range: 'Period',
    search: 'Search',
    lastWeek: 'Last week',
    lastMonth: 'Last month',
    last3Months: 'Last 3 months',
    pv: 'Page views (PV)',
    uv: 'Visitors (UV)',
    ip: 'IPs',
    noData: 'No visit statistics',
    summary: 'Line chart of page views, visitors and IPs over {{days}} days',
  },
};
export default home;
