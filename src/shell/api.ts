import { createQueryKeys } from '@/api/query-keys';
import { http } from '@/lib/http';
import type { CurrentSite } from '@/stores/current-site';

/** A row of `GET /cms/site/list` (CmsSite); only what the site selector shows. */
export interface SiteRow {
  siteId: string;
  name: string;
  path: string;
  link?: string;
}

export const shellKeys = createQueryKeys('shell');

/**
 * The CMS calls of the frame (site selector, publish counter). They move to the CMS part of src/api
 * when it is written; the System calls of the frame are in src/api/system.
 */
export const shellApi = {
  currentSite: () =>
    http.get<CurrentSite | undefined>('/cms/site/getCurrentSite', undefined, { silent: true }),
  setCurrentSite: (siteId: string) =>
    http.post<CurrentSite | undefined>(`/cms/site/setCurrentSite/${encodeURIComponent(siteId)}`),
  siteList: (params: { pageNum: number; pageSize: number; siteName?: string }) =>
    http.page<SiteRow>('/cms/site/list', params),
  publishTaskCount: () => http.get<string | number>('/cms/publish/taskCount', undefined, { silent: true }),
  clearPublishTasks: () => http.delete<void>('/cms/publish/clear'),
};
