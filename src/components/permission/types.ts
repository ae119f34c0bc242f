/** Who a permission editor edits: `ownerType` 'Role' | 'User' and the id. */
export interface PermOwner {
  ownerType: 'Role' | 'User';
  owner: string;
}

/** A menu row of `GET /system/permission/menu`. */
export interface PermMenu {
  menuId: string;
  parentId: string;
  menuName: string;
  perms?: string;
}

export interface MenuPerms {
  menus: PermMenu[];
  /** Granted permission keys. */
  perms: string[];
  /** Keys inherited (a user's roles): shown checked and read-only. */
  disabledPerms: string[];
}

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
