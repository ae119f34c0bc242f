import type { PageParams } from '@/lib/http';

/** CmsSite as `GET /cms/site/list` returns it. */
export interface CmsSite {
  siteId: string;
  parentId?: string;
  name: string;
  description?: string;
  logo?: string;
  logoSrc?: string;
  path: string;
  link?: string;
  resourceUrl?: string;
  sortFlag?: number;
  createTime?: string;
}

export interface SiteQuery extends PageParams {
  siteName?: string;
}

/** Body of `POST /cms/site` (the add dialog). */
export interface SiteAddForm {
  name: string;
  path: string;
  resourceUrl?: string;
  description?: string;
  parentId?: string;
}

/** PublishPipeProp: one publish pipe's properties. */
export interface PublishPipeProp {
  pipeCode: string;
  pipeName: string;
  props: Record<string, unknown>;
}

/** SiteDTO of `GET /cms/site/{siteId}` and `PUT /cms/site`. */
export interface SiteDetail {
  siteId: string;
  name: string;
  description?: string;
  logo?: string;
  logoSrc?: string;
  path: string;
  url?: string;
  resourceUrl?: string;
  staticSuffix?: string;
  deptCode?: string;
  seoKeywords?: string;
  seoDescription?: string;
  seoTitle?: string;
  configProps?: Record<string, string>;
  publishPipeDatas: PublishPipeProp[];
  params?: Record<string, unknown>;
}

/** `POST /cms/site/publish`: publishIndex true = home page only; else every content of a status. */
export interface PublishSiteBody {
  siteId: string;
  publishIndex: boolean;
  contentStatus?: string;
}

/** The flat extend config of `GET /cms/site/extends` (typed values) plus PreviewPrefix. */
export type SiteExtends = Record<string, unknown> & {
  FileStorageArgs?: Record<string, string>;
  ImageWatermarkArgs?: { image?: string; position?: string; opacity?: number; ratio?: number };
  HotWordGroups?: string[];
  PreviewPrefix?: string;
};

export interface SiteDefaultTemplates {
  siteId: string;
  toCatalogIds?: string[];
  publishPipeProps: PublishPipeProp[];
}

/** `POST /cms/site/apply_default_template`: the chosen key of one pipe, pushed to catalogs. */
export interface ApplyDefaultTemplateBody {
  siteId: string;
  toCatalogIds: string[];
  publishPipeProps: { pipeCode: string; props: Record<string, string> }[];
}

export interface ContentTypeOption {
  id: string;
  name: string;
}

export interface DynamicPageType {
  type: string;
  name: string;
  publishPipeKey: string;
  requestPath?: string;
}

export interface CmsSiteProperty {
  propertyId: string;
  siteId: string;
  propName: string;
  propCode: string;
  propValue?: string;
  remark?: string;
}

export interface SitePropertyQuery extends PageParams {
  siteId: string;
  query?: string;
}

export interface SitePropertyForm {
  propertyId?: string;
  siteId?: string;
  propName: string;
  propCode: string;
  propValue?: string;
  remark?: string;
}

export interface PrivItem {
  granted: boolean;
  inherited: boolean;
}

export interface SitePrivRow {
  siteId: string;
  name: string;
  perms: Record<string, PrivItem>;
}

export interface SitePermissions {
  sitePrivItems: { id: string; name: string }[];
  sitePrivs: SitePrivRow[];
}

export interface RoleOption {
  roleId: string;
  roleName: string;
}
