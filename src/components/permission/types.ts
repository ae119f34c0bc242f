import type { MenuPerms, PermMenu, PermOwner } from '@/api/system/permission';

// The permission shapes are the API layer's (src/api/system/permission.ts, src/api/cms/perms.ts).
export type { MenuPerms, PermMenu, PermOwner };

export type {
  CatalogPerms,
  PageWidgetPerms,
  PrivItem,
  PrivItemOption,
  PrivRow,
  SiteOption,
  SitePerms,
} from '@/api/cms/perms';
