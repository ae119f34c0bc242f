import type { MenuPerms, PermMenu, PermOwner } from '@/api/system/permission';

// The SysPermissionController shapes are the API layer's; the CMS grant shapes below are still typed here.
export type { MenuPerms, PermMenu, PermOwner };

export interface PrivItem {
  granted: boolean;
  inherited: boolean;
}

/** `{id, name}` of a privilege column (enum name and label). */
export interface PrivItemOption {
  id: string;
  name: string;
}

/** One row of a CMS privilege grid (site, catalog or page widget); catalogs nest `children`. */
export interface PrivRow {
  name: string;
  perms: Record<string, PrivItem>;
  children?: PrivRow[];
  siteId?: string;
  catalogId?: string;
  pageWidgetId?: string;
}

export interface SitePerms {
  sitePrivItems: PrivItemOption[];
  sitePrivs: PrivRow[];
}
export interface CatalogPerms {
  catalogPrivItems: PrivItemOption[];
  catalogPrivs: PrivRow[];
}
export interface PageWidgetPerms {
  privItems: PrivItemOption[];
  pageWidgetPrivs: PrivRow[];
}

export interface SiteOption {
  id: string;
  name: string;
}
