import { http } from '@/lib/http';

/** DashboardUserVO of `GET /system/user/profile/homeInfo`. */
export interface HomeInfo {
  userName: string;
  nickName?: string;
  avatar?: string;
  lastLoginTime?: string;
  lastLoginIp?: string;
  lastLoginAddr?: string;
  deptName?: string;
}

/** ShortcutVO: a screen chosen on the preference page. */
export interface Shortcut {
  name: string;
  icon?: string;
  router: string;
}

export interface ServerDashboard {
  app?: { name?: string; alias?: string; version?: string };
  startTime?: string;
  runTime?: string;
}

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

/** Widgets are extras: a failing one stays empty instead of raising a message. */
const quiet = { silent: true } as const;

export const homeApi = {
  homeInfo: () => http.get<HomeInfo>('/system/user/profile/homeInfo'),
  shortcuts: () => http.get<Shortcut[]>('/system/user/profile/shortcuts', undefined, quiet),
  server: () => http.get<ServerDashboard>('/monitor/server/dashboard', undefined, quiet),
  cmsConfig: () => http.get<CmsDashboardConfig>('/cms/dashboard/config', undefined, quiet),
  siteStat: () => http.get<SiteStat>('/cms/dashboard/stat', undefined, quiet),
  baiduSites: () => http.get<BaiduSite[]>('/cms/stat/baidu/sites', undefined, quiet),
  baiduTrend: (params: { bdSiteId: string; startDate: string; endDate: string }) =>
    http.get<BaiduTrend>('/cms/stat/baidu/trendOverview', params, quiet),
};
