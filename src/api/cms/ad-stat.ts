import { http, type PageParams, type RawPage } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** CmsAdHourStat as `GET /cms/ad/stat` sums it per ad over the range. */
export interface AdHourStat {
  statId?: string;
  siteId?: string;
  hour?: string;
  advertisementId: string;
  adName: string;
  click: number;
  view: number;
}

/** `beginTime`/`endTime` as "yyyy-MM-dd HH:mm:ss" (docs/backend-contract.md, dates). */
export interface AdStatRange {
  beginTime?: string;
  endTime?: string;
}

/** The trend of one ad: hours (yyyyMMddHH) and a series per counter. */
export interface AdStatChart {
  xAxisDatas: string[];
  lineDatas: { Click: number[]; View: number[] };
}

/** CmsAdClickLog / CmsAdViewLog. */
export interface AdEventLog {
  logId: string;
  adId: string;
  adName: string;
  host?: string;
  ip: string;
  address?: string;
  referer?: string;
  browser?: string;
  userAgent?: string;
  os?: string;
  deviceType?: string;
  locale?: string;
  evtTime: string;
}

export const adStatKeys = createQueryKeys('cms/ad/stat');

/** AdLogController: the ad counters of the current site and their event logs. */
export const adStatApi = {
  /** Not paged: every ad with its sums (`table<>`). */
  overview: async (range: AdStatRange) =>
    (await http.get<RawPage<AdHourStat>>('/cms/ad/stat', range))?.rows ?? [],
  chart: (query: AdStatRange & { advertisementId: string }) =>
    http.get<AdStatChart>('/cms/ad/stat/chart', query),
  clickLogs: (query: PageParams) => http.page<AdEventLog>('/cms/ad/stat/click', query),
  viewLogs: (query: PageParams) => http.page<AdEventLog>('/cms/ad/stat/view', query),
};
