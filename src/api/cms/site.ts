import { downloadGet, http } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type {
  ApplyDefaultTemplateBody,
  CmsSite,
  CmsSiteProperty,
  CurrentSiteVO,
  PublishSiteBody,
  SiteBody,
  SiteDefaultTemplates,
  SiteDetail,
  SiteExtends,
  SitePropertyBody,
  SitePropertyQuery,
  SiteQuery,
} from './site.types';

export type * from './site.types';

const toSiteBody = bodyPicker<SiteBody>()([
  ...['siteId', 'name', 'description', 'logo', 'logoSrc', 'path', 'url', 'resourceUrl', 'staticSuffix'],
  ...['deptCode', 'seoKeywords', 'seoDescription', 'seoTitle', 'configProps', 'publishPipeDatas', 'params'],
] as const);
const toPropertyBody = bodyPicker<SitePropertyBody>()([
  'propertyId',
  'siteId',
  'propName',
  'propCode',
  'propValue',
  'remark',
]);
const toPublishBody = bodyPicker<PublishSiteBody>()(['siteId', 'publishIndex', 'contentStatus']);
const toTemplatesBody = bodyPicker<SiteDefaultTemplates>()(['siteId', 'toCatalogIds', 'publishPipeProps']);

/** Every site query key; `siteKeys.all` also covers the editor tabs of one site. */
export const siteKeys = {
  ...createQueryKeys('cms/site'),
  extends: (siteId: string) => ['cms/site', 'extends', siteId] as const,
  defaultTemplates: (siteId: string) => ['cms/site', 'default-templates', siteId] as const,
  properties: (query: SitePropertyQuery) => ['cms/site', 'properties', query] as const,
};

/**
 * The frame's current site (`getCurrentSite`): a scope of its own, so the site screens' invalidations
 * (`siteKeys.all`) do not re-read it, and a site switch can drop everything else.
 */
export const currentSiteKeys = createQueryKeys('cms/currentSite');

const MULTIPART = { headers: { 'Content-Type': 'multipart/form-data' }, repeatSubmit: false };

function siteFile(siteId: string, file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  form.append('siteId', siteId);
  return form;
}

/** SiteController (docs/endpoints.md; the current site: docs/backend-contract.md). */
export const siteApi = {
  list: (query: SiteQuery) => http.page<CmsSite>('/cms/site/list', query),
  get: (siteId: string) => http.get<SiteDetail>(`/cms/site/${siteId}`),
  add: (body: SiteBody) => http.post<CmsSite>('/cms/site', toSiteBody(body)),
  update: (body: SiteBody) => http.put<void>('/cms/site', toSiteBody(body)),
  /** Answers the id of the async delete task. */
  remove: (siteId: string) => http.delete<string>(`/cms/site/${siteId}`),
  /** A task id when publishing contents; nothing for the home page. */
  publish: (body: PublishSiteBody) => http.post<string | undefined>('/cms/site/publish', toPublishBody(body)),
  exportTheme: (siteId: string) => http.post<string>('/cms/site/exportTheme', { siteId }),
  downloadTheme: (siteId: string) => downloadGet(`/cms/site/downloadTheme/${siteId}`, 'SiteTheme.zip'),
  importTheme: (siteId: string, file: File) =>
    http.post<string>('/cms/site/importTheme', siteFile(siteId, file), MULTIPART),

  /** The frame's site; silent: the shell falls back to "no site" instead of a message. */
  current: () => http.get<CurrentSiteVO | undefined>('/cms/site/getCurrentSite', undefined, { silent: true }),
  setCurrent: (siteId: string) =>
    http.post<CurrentSiteVO | undefined>(`/cms/site/setCurrentSite/${encodeURIComponent(siteId)}`),

  getExtends: (siteId: string) => http.get<SiteExtends>('/cms/site/extends', { siteId }),
  /** Map<String,String> of config props (XssIgnore on the server). */
  saveExtends: (siteId: string, body: Record<string, string | number | boolean>) =>
    http.post<void>(`/cms/site/extends/${siteId}`, body),
  uploadWatermark: (siteId: string, file: File) =>
    http.post<{ path: string; src: string }>(
      '/cms/site/upload_watermarkimage',
      siteFile(siteId, file),
      MULTIPART,
    ),

  getDefaultTemplates: (siteId: string) =>
    http.get<SiteDefaultTemplates>('/cms/site/default_template', { siteId }),
  saveDefaultTemplates: (body: SiteDefaultTemplates) =>
    http.post<void>('/cms/site/default_template', toTemplatesBody(body)),
  /** The raw envelope: the screen shows the server's `msg`. */
  applyDefaultTemplate: (body: ApplyDefaultTemplateBody) =>
    http.envelope<void>('post', '/cms/site/apply_default_template', body),
};

/** SitePropertyController. */
export const sitePropertyApi = {
  list: (query: SitePropertyQuery) => http.page<CmsSiteProperty>('/cms/site/prop/list', query),
  add: (body: SitePropertyBody) => http.post<void>('/cms/site/prop', toPropertyBody(body)),
  update: (body: SitePropertyBody) => http.put<void>('/cms/site/prop', toPropertyBody(body)),
  remove: (propertyIds: readonly string[]) => http.delete<void>('/cms/site/prop', propertyIds),
};
