import { http } from '@/lib/http';

import type { CatalogPerms, PageWidgetPerms, PermOwner, PrivRow, SiteOption, SitePerms } from './types';

/** CmsPermissionController (site/catalog/page widget); menu grants are `permissionApi` of src/api/system/permission.ts. */
export const permApi = {
  site: (owner: PermOwner) => http.get<SitePerms>('/cms/perms/site', owner),
  saveSite: (owner: PermOwner, perms: PrivRow[]) => http.put<void>('/cms/perms/site', { ...owner, perms }),
  siteOptions: async (owner: PermOwner) =>
    (await http.get<{ rows?: SiteOption[] }>('/cms/perms/site/options', owner)).rows ?? [],
  catalog: (owner: PermOwner, siteId: string) =>
    http.get<CatalogPerms>('/cms/perms/catalog', { ...owner, siteId }),
  saveCatalog: (owner: PermOwner, siteId: string, perms: PrivRow[]) =>
    http.put<void>('/cms/perms/catalog', { ...owner, siteId, perms }),
  pageWidget: (owner: PermOwner, siteId: string) =>
    http.get<PageWidgetPerms>('/cms/perms/pageWidget', { ...owner, siteId }),
  // 1.5.5 does not send the site with a page-widget save.
  savePageWidget: (owner: PermOwner, perms: PrivRow[]) =>
    http.put<void>('/cms/perms/pageWidget', { ...owner, perms }),
};
