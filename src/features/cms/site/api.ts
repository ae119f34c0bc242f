import { roleApi } from '@/api/system/role';
import { downloadGet, http, type PageResult } from '@/lib/http';

import type {
  ApplyDefaultTemplateBody,
  CmsSite,
  CmsSiteProperty,
  ContentTypeOption,
  DynamicPageType,
  PublishSiteBody,
  RoleOption,
  SiteAddForm,
  SiteDefaultTemplates,
  SiteDetail,
  SiteExtends,
  SitePermissions,
  SitePrivRow,
  SitePropertyForm,
  SitePropertyQuery,
  SiteQuery,
} from './types';

const MULTIPART = { headers: { 'Content-Type': 'multipart/form-data' }, repeatSubmit: false };

function multipart(siteId: string, file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  form.append('siteId', siteId);
  return form;
}

/** Typed calls of SiteController and its neighbours (docs/endpoints.md). */
export const siteApi = {
  list: (query: SiteQuery) => http.page<CmsSite>('/cms/site/list', query),
  get: (siteId: string) => http.get<SiteDetail>(`/cms/site/${siteId}`),
  add: (body: SiteAddForm) => http.post<CmsSite>('/cms/site', body),
  update: (body: SiteDetail) => http.put<void>('/cms/site', body),
  /** Answers the id of the async delete task. */
  remove: (siteId: string) => http.delete<string>(`/cms/site/${siteId}`),
  /** A task id when publishing contents; nothing for the home page. */
  publish: (body: PublishSiteBody) => http.post<string | undefined>('/cms/site/publish', body),
  exportTheme: (siteId: string) => http.post<string>('/cms/site/exportTheme', { siteId }),
  downloadTheme: (siteId: string) => downloadGet(`/cms/site/downloadTheme/${siteId}`, 'SiteTheme.zip'),
  importTheme: (siteId: string, file: File) =>
    http.post<string>('/cms/site/importTheme', multipart(siteId, file), MULTIPART),
  generateSitemap: (siteId: string) =>
    http.post<string>(`/cms/seo/sitemap?siteId=${encodeURIComponent(siteId)}`),

  getExtends: (siteId: string) => http.get<SiteExtends>('/cms/site/extends', { siteId }),
  saveExtends: (siteId: string, body: Record<string, string | number | boolean>) =>
    http.post<void>(`/cms/site/extends/${siteId}`, body),
  uploadWatermark: (siteId: string, file: File) =>
    http.post<{ path: string; src: string }>(
      '/cms/site/upload_watermarkimage',
      multipart(siteId, file),
      MULTIPART,
    ),
  refreshBaiduToken: () => http.put<void>('/cms/stat/baidu/refreshToken'),
  exModelOptions: () => http.page<{ modelId: string; name: string }>('/cms/exmodel/options'),
  hotWordGroupOptions: () => http.page<{ code: string; name: string }>('/cms/hotword/group/options'),

  getDefaultTemplates: (siteId: string) =>
    http.get<SiteDefaultTemplates>('/cms/site/default_template', { siteId }),
  saveDefaultTemplates: (body: SiteDefaultTemplates) => http.post<void>('/cms/site/default_template', body),
  /** The raw envelope: the screen shows the server's `msg`. */
  applyDefaultTemplate: (body: ApplyDefaultTemplateBody) =>
    http.envelope<void>('post', '/cms/site/apply_default_template', body),
  contentTypes: () => http.get<ContentTypeOption[]>('/cms/catalog/getContentTypes'),
  dynamicPageTypes: () => http.get<DynamicPageType[]>('/cms/dynamicPageTypes'),

  properties: (query: SitePropertyQuery) => http.page<CmsSiteProperty>('/cms/site/prop/list', query),
  addProperty: (body: SitePropertyForm) => http.post<void>('/cms/site/prop', body),
  updateProperty: (body: SitePropertyForm) => http.put<void>('/cms/site/prop', body),
  removeProperties: (ids: readonly string[]) => http.delete<void>('/cms/site/prop', ids),

  roles: (): Promise<PageResult<RoleOption>> => roleApi.list({ pageNum: 1, pageSize: 100 }),
  sitePermissions: (roleId: string) =>
    http.get<SitePermissions>('/cms/perms/site', { ownerType: 'Role', owner: roleId }),
  saveSitePermissions: (roleId: string, perms: SitePrivRow[]) =>
    http.put<void>('/cms/perms/site', { ownerType: 'Role', owner: roleId, perms }),
};
