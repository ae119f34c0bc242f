import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  range: 'Time range',
  search: 'Search',
  reset: 'Reset',
  adName: 'Ad Name',
  click: 'Click',
  view: 'View',
  clickRatio: 'Click Ratio',
  operation: 'Operation',
  trend: 'Trend',
  trendTitle: 'Trend charts',
  trendChart: 'Clicks and views of {{name}}',
  ip: 'IP',
  address: 'Location',
  referer: 'Source',
  deviceType: 'Device Type',
  browser: 'Browser',
  evtTime: 'Time',
  empty: 'No data',
};
export default strings;
