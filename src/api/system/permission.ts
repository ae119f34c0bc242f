import { http } from '@/lib/http';

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

/** SysPermissionController: the menu grants of a role or a user (site and catalog grants are CMS calls). */
export const permissionApi = {
  menu: (owner: PermOwner) => http.get<MenuPerms>('/system/permission/menu', owner),
  /** SysPermissionDTO. */
  saveMenu: (owner: PermOwner, permissions: string[]) =>
    http.post<void>('/system/permission', {
      ownerType: owner.ownerType,
      owner: owner.owner,
      permType: 'Menu',
      permissions,
    }),
};
