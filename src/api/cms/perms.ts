import type { PermOwner } from '@/api/system/permission';
import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** PrivItem: one privilege of one row, granted directly or inherited (from a role). */
export interface PrivItem {
  granted: boolean;
  inherited: boolean;
}

/** `{id, name}` of a privilege column (enum name and label). */
export interface PrivItemOption {
  id: string;
  name: string;
}

/** One row of a CMS privilege grid (SitePrivVO, CatalogPrivVO or PageWidgetPrivVO); catalogs nest `children`. */
export interface PrivRow {
  name: string;
  perms: Record<string, PrivItem>;
  children?: PrivRow[];
  siteId?: string;
  catalogId?: string;
  parentId?: string;
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

export const permsKeys = createQueryKeys('cms/perms');

/** CmsPermissionController (site/catalog/page widget); menu grants are `permissionApi` of src/api/system. */
export const permApi = {
  site: (owner: PermOwner) => http.get<SitePerms>('/cms/perms/site', owner),
  /** SaveSitePermissionDTO. */
  saveSite: (owner: PermOwner, perms: PrivRow[]) =>
    http.put<void>('/cms/perms/site', { ownerType: owner.ownerType, owner: owner.owner, perms }),
  siteOptions: async (owner: PermOwner) =>
    (await http.get<{ rows?: SiteOption[] }>('/cms/perms/site/options', owner)).rows ?? [],
  catalog: (owner: PermOwner, siteId: string) =>
    http.get<CatalogPerms>('/cms/perms/catalog', { ...owner, siteId }),
  /** SaveCatalogPermissionDTO. */
  saveCatalog: (owner: PermOwner, siteId: string, perms: PrivRow[]) =>
    http.put<void>('/cms/perms/catalog', { ownerType: owner.ownerType, owner: owner.owner, siteId, perms }),
  pageWidget: (owner: PermOwner, siteId: string) =>
    http.get<PageWidgetPerms>('/cms/perms/pageWidget', { ...owner, siteId }),
  /** SavePageWidgetPermissionDTO: 1.5.5 does not send the site with a page-widget save. */
  savePageWidget: (owner: PermOwner, perms: PrivRow[]) =>
    http.put<void>('/cms/perms/pageWidget', { ownerType: owner.ownerType, owner: owner.owner, perms }),
};
