/** Runtime-free shapes of CatalogController (docs/endpoints.md), ids as strings; the mock imports them. */
import type { PublishPipeProp } from './site.types';

/** `GET /cms/catalog/{catalogId}` (CatalogVO). */
export interface CatalogVO {
  catalogId: string;
  siteId: string;
  parentId: string;
  parentName?: string;
  name: string;
  alias: string;
  path: string;
  catalogType: string;
  logo?: string;
  logoSrc?: string;
  description?: string;
  redirectUrl?: string;
  visibleFlag: string;
  staticFlag: string;
  tagIgnore?: string;
  detailNameRule?: string;
  treeLevel?: number;
  childCount?: number;
  contentCount?: number;
  status?: number;
  seoKeywords?: string;
  seoDescription?: string;
  seoTitle?: string;
  link?: string;
  configProps?: Record<string, string>;
  publishPipeDatas: PublishPipeProp[];
}

/** `PUT /cms/catalog` (CatalogUpdateDTO). */
export interface CatalogUpdateBody {
  catalogId: string;
  name: string;
  alias: string;
  path: string;
  catalogType: string;
  logo?: string;
  description?: string;
  staticFlag: string;
  tagIgnore?: string;
  redirectUrl?: string;
  detailNameRule?: string;
  seoKeywords?: string;
  seoDescription?: string;
  seoTitle?: string;
  publishPipeDatas: PublishPipeProp[];
  params?: Record<string, unknown>;
}

/** `POST /cms/catalog` (CatalogAddDTO; the server fills siteId from the CurrentSite header). */
export interface CatalogAddBody {
  siteId?: string;
  parentId: string;
  name: string;
  alias: string;
  path: string;
  catalogType: string;
}

/** `POST /cms/catalog/batchAdd` (CatalogBatchAddDTO): one catalog name per line, indented for children. */
export interface CatalogBatchAddBody {
  siteId?: string;
  parentId: string;
  catalogs: string;
}

/** `{id, name}` option lists (catalog types, content types, path rules). */
export interface IdName {
  id: string;
  name: string;
}

/** `POST /cms/catalog/publish` (PublishCatalogDTO). */
export interface PublishCatalogBody {
  catalogId: string;
  publishChild: boolean;
  publishDetail: boolean;
  /** '-1' = catalog pages only, else a CMSContentStatus value. */
  publishStatus: string;
}

/** `GET /cms/catalog/extends`: config props by key (HotWordGroups parsed), plus siteId and PreviewPrefix. */
export type CatalogExtends = Record<string, unknown>;

/** `PUT /cms/catalog/apply_children/config_props` (CatalogApplyConfigPropsDTO). */
export interface ApplyConfigPropsBody {
  catalogId: string;
  toCatalogIds?: string[];
  allExtends?: boolean;
  configPropKeys?: string[];
}

/** `PUT /cms/catalog/apply_children/publish_pipe` (CatalogApplyPublishPipeDTO). */
export interface ApplyPublishPipeBody {
  catalogId: string;
  publishPipeCode: string;
  publishPipePropKeys: string[];
}

/** A TreeNode of `GET /cms/catalog/treeData` as the server sends it (ids may come as numbers). */
export interface RawCatalogNode {
  id: string | number;
  parentId: string | number;
  label: string;
  disabled?: boolean;
  props?: Record<string, unknown>;
  children?: RawCatalogNode[];
}

/** `GET /cms/catalog/treeData`. */
export interface RawCatalogTree {
  rows?: RawCatalogNode[];
  siteName?: string;
  expandMode?: string;
}
