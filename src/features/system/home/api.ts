import { createQueryKeys } from '@/api/query-keys';
import { http } from '@/lib/http';

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

export const homeKeys = createQueryKeys('cms/stat/baidu');

/** Widgets are extras: a failing one stays empty instead of raising a message. */
const quiet = { silent: true } as const;

/**
 * The Baidu statistics calls of the visit trend card (BaiduTongjiController). They move to
 * src/api/cms/stat.ts when the statistics screens type that controller; the dashboard's are in
 * src/api/cms/dashboard.ts.
 */
export const homeApi = {
  baiduSites: () => http.get<BaiduSite[]>('/cms/stat/baidu/sites', undefined, quiet),
  baiduTrend: (params: { bdSiteId: string; startDate: string; endDate: string }) =>
    http.get<BaiduTrend>('/cms/stat/baidu/trendOverview', params, quiet),
};
