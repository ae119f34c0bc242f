import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** CmsConfigurationDashboardVO of `GET /cms/dashboard/config`. */
export interface CmsDashboardConfig {
  publishStrategy?: string;
  resourceRoot?: string;
}

/** SiteStatVO of `GET /cms/dashboard/stat` (Long counts arrive as strings). */
export interface SiteStat {
  catalogCount?: string | number;
  contentCount?: string | number;
  resourceCount?: string | number;
  templateCount?: string | number;
}

export const dashboardKeys = createQueryKeys('cms/dashboard');

/** Home page widgets are extras: a failing one stays empty instead of raising a message. */
const quiet = { silent: true } as const;

/** DashboardController and SiteStatController: the CMS widgets of the home page. */
export const dashboardApi = {
  config: () => http.get<CmsDashboardConfig>('/cms/dashboard/config', undefined, quiet),
  siteStat: () => http.get<SiteStat>('/cms/dashboard/stat', undefined, quiet),
};
