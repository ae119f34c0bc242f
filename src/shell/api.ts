import { http } from '@/lib/http';
import type { CurrentSite } from '@/stores/current-site';

/** A row of `GET /cms/site/list` (CmsSite); only what the site selector shows. */
export interface SiteRow {
  siteId: string;
  name: string;
  path: string;
  link?: string;
}

/** SecurityCheckVO; absent when no security config is active. */
export interface SecurityCheck {
  isPasswordExpired?: boolean;
  forceModifyPassword?: boolean;
}

/** The calls of the frame itself (endpoints.tsv rows of the header widgets). */
export const shellApi = {
  configValue: (key: string) =>
    http.get<string | undefined>(`/system/config/configKey/${encodeURIComponent(key)}`, undefined, {
      silent: true,
    }),
  currentSite: () =>
    http.get<CurrentSite | undefined>('/cms/site/getCurrentSite', undefined, { silent: true }),
  setCurrentSite: (siteId: string) =>
    http.post<CurrentSite | undefined>(`/cms/site/setCurrentSite/${encodeURIComponent(siteId)}`),
  siteList: (params: { pageNum: number; pageSize: number; siteName?: string }) =>
    http.page<SiteRow>('/cms/site/list', params),
  publishTaskCount: () => http.get<string | number>('/cms/publish/taskCount', undefined, { silent: true }),
  clearPublishTasks: () => http.delete<void>('/cms/publish/clear'),
  securityCheck: () =>
    http.get<SecurityCheck | undefined>('/system/security/config/check', undefined, { silent: true }),
};
