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
};
export default home;
