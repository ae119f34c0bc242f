import { createQueryKeys } from '@/api/query-keys';
import { http } from '@/lib/http';

export interface CmsDashboardConfig {
  publishStrategy?: string;
  resourceRoot?: string;
}

/** SiteStatVO (Long counts arrive as strings). */
export interface SiteStat {
  catalogCount?: string | number;
  contentCount?: string | number;
  resourceCount?: string | number;
  templateCount?: string | number;
}

/** BaiduSite of `GET /cms/stat/baidu/sites` (snake case, as Baidu names them). */
export interface BaiduSite {
  site_id: string;
  domain: string;
  status?: number;
  create_time?: string;
}

/** OverviewGetTimeTrendRptResponse: one value per day and metric, `success: false` when Baidu refused. */
export interface BaiduTrend {
  success?: boolean;
  error_msg?: string;
  xaxisDatas?: string[];
  datas?: Partial<Record<'pv_count' | 'visitor_count' | 'ip_count' | 'avg_visit_time', number[]>>;
}

export const homeKeys = createQueryKeys('cms/dashboard');

/** Widgets are extras: a failing one stays empty instead of raising a message. */
const quiet = { silent: true } as const;

/** The CMS widgets of the home page; they move to the CMS part of src/api when it is written. */
export const homeApi = {
  cmsConfig: () => http.get<CmsDashboardConfig>('/cms/dashboard/config', undefined, quiet),
  siteStat: () => http.get<SiteStat>('/cms/dashboard/stat', undefined, quiet),
  baiduSites: () => http.get<BaiduSite[]>('/cms/stat/baidu/sites', undefined, quiet),
  baiduTrend: (params: { bdSiteId: string; startDate: string; endDate: string }) =>
    http.get<BaiduTrend>('/cms/stat/baidu/trendOverview', params, quiet),
};
