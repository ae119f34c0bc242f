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

/** Widgets are extras: a failing one stays empty instead of raising a message. */
const quiet = { silent: true } as const;

export const homeApi = {
  homeInfo: () => http.get<HomeInfo>('/system/user/profile/homeInfo'),
  shortcuts: () => http.get<Shortcut[]>('/system/user/profile/shortcuts', undefined, quiet),
  server: () => http.get<ServerDashboard>('/monitor/server/dashboard', undefined, quiet),
  cmsConfig: () => http.get<CmsDashboardConfig>('/cms/dashboard/config', undefined, quiet),
  siteStat: () => http.get<SiteStat>('/cms/dashboard/stat', undefined, quiet),
};
