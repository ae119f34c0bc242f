/**
 * Runtime-free shapes of SiteController and SitePropertyController (docs/endpoints.md), ids as strings.
 * Kept apart from the calls so the mock backend can import them without the HTTP client.
 */
import type { PageParams } from '@/lib/http/types';

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
  deptCode?: string;
  sortFlag?: number;
  seoKeywords?: string;
  seoDescription?: string;
  seoTitle?: string;
  /** Pipe code → that pipe's properties. */
  publishPipeProps?: Record<string, Record<string, unknown>>;
  configProps?: Record<string, string>;
  createTime?: string;
}

export interface SiteQuery extends PageParams {
  siteName?: string;
}

/** PublishPipeProp: one publish pipe's properties (sites, catalogs and contents carry a list of them). */
export interface PublishPipeProp {
  pipeCode: string;
  pipeName: string;
  props: Record<string, unknown>;
}

/** SiteDTO: the reply of `GET /cms/site/{siteId}` and the body of `POST|PUT /cms/site`. */
export interface SiteBody {
  siteId?: string;
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
  publishPipeDatas?: PublishPipeProp[];
  params?: Record<string, unknown>;
}

/** What the add dialog asks for (a SiteDTO with the rest left to the server's defaults). */
export type SiteAddForm = Pick<SiteBody, 'name' | 'path' | 'resourceUrl' | 'description'>;

/** `GET /cms/site/{siteId}`: the SiteDTO of a stored site. */
export interface SiteDetail extends SiteBody {
  siteId: string;
  publishPipeDatas: PublishPipeProp[];
}

/** `getCurrentSite` / `setCurrentSite` (docs/backend-contract.md, CurrentSite). */
export interface CurrentSiteVO {
  siteId: string;
  siteName: string;
}

/** PublishSiteDTO of `POST /cms/site/publish`: publishIndex true = home page only. */
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

/** SiteDefaultTemplateDTO of `GET|POST /cms/site/default_template`. */
export interface SiteDefaultTemplates {
  siteId: string;
  toCatalogIds?: string[];
  publishPipeProps: PublishPipeProp[];
}

/** `POST /cms/site/apply_default_template` (SiteDefaultTemplateDTO): one pipe's chosen key, to catalogs. */
export interface ApplyDefaultTemplateBody {
  siteId: string;
  toCatalogIds: string[];
  publishPipeProps: { pipeCode: string; props: Record<string, string> }[];
}

/** CmsSiteProperty of `GET /cms/site/prop/list`. */
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

/** Body of `POST|PUT /cms/site/prop`: the fields of CmsSiteProperty the dialog writes. */
export interface SitePropertyBody {
  propertyId?: string;
  siteId?: string;
  propName: string;
  propCode: string;
  propValue?: string;
  remark?: string;
}
