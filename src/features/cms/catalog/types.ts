/** Shapes of CatalogController (docs/endpoints.md); Long ids are strings. */

export interface PublishPipeData {
  pipeCode: string;
  pipeName: string;
  props: Record<string, unknown>;
}

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
  publishPipeDatas: PublishPipeData[];
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
  publishPipeDatas: PublishPipeData[];
  params?: Record<string, unknown>;
}

/** `POST /cms/catalog` (CatalogAddDTO). */
export interface CatalogAddBody {
  parentId: string;
  name: string;
  alias: string;
  path: string;
  catalogType: string;
}

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

/** `PUT /cms/catalog/apply_children/config_props`. */
export interface ApplyConfigPropsBody {
  catalogId: string;
  toCatalogIds?: string[];
  allExtends?: boolean;
  configPropKeys?: string[];
}

export interface CodeName {
  code: string;
  name: string;
}

export interface ExModelOption {
  modelId: string;
  name: string;
  code: string;
}

/** `GET /cms/perms/catalog` rows. */
export interface CatalogPrivRow {
  catalogId: string;
  name: string;
  perms: Record<string, { granted: boolean; inherited: boolean }>;
  children?: CatalogPrivRow[];
}
