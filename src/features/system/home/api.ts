import { baiduStatApi, baiduStatKeys, type BaiduOverviewQuery, type BaiduReport } from '@/api/cms/stat-baidu';

export type { BaiduSite } from '@/api/cms/stat-baidu';
export type BaiduTrend = BaiduReport;

export const homeKeys = baiduStatKeys;

/** Widgets are extras: a failing one stays empty instead of raising a message. */
const quiet = { silent: true } as const;

/** The Baidu statistics calls of the visit trend card (BaiduTongjiController, src/api/cms/stat-baidu.ts). */
export const homeApi = {
  baiduSites: () => baiduStatApi.sites(quiet),
  baiduTrend: (params: BaiduOverviewQuery) => baiduStatApi.trendOverview(params, quiet),
};
