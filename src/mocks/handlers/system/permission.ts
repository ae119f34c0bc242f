/**
 * SysPermissionController (1.5.5, login only): the menu permissions of a role or a user.
 * GET /system/permission/menu → `{menus, perms, disabledPerms}`: every menu (names translated), the
 * owner's granted permission keys, and for a user the keys inherited from its roles (shown checked
 * and disabled). POST /system/permission saves the owner's `Menu` grant from permission keys.
 * The server stores Menu grants as keys; this mock keeps menu ids (core/auth.ts reads them), so keys
 * are mapped to the menus carrying them on save and back on read: a key no menu carries is dropped.
 * The CMS grants (Site, Catalog, PageWidget) of the same editor live in permission-cms.ts.
 */
import type { HttpHandler } from 'msw';

import { menuVO } from './menu';
import { cmsPermissionHandlers } from './permission-cms';
import type { Call, MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import type { PermissionOwnerType, SysPermission } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';

const OWNER_TYPES: readonly string[] = ['Role', 'User'];

function menuGrant(c: Call, ownerType: string, owner: string): SysPermission | undefined {
  return c.db.tables.permissions.find(
    (p) => p.ownerType === ownerType && p.owner === owner && p.permType === 'Menu',
  );
}

/** Permission keys of granted menu ids. */
function keysOf(c: Call, menuIds: readonly string[]): string[] {
  const ids = new Set(menuIds);
  return [...new Set(c.db.tables.menus.filter((m) => ids.has(m.menuId) && m.perms).map((m) => m.perms))];
}

export function permissionHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '权限设置', controller: 'SysPermissionController' });
  return [
    route.get('/system/permission/menu', {}, (c) => {
      const ownerType = c.query.get('ownerType') ?? '';
      const owner = c.query.get('owner') ?? '';
      c.validate((v) => [v.notBlank(ownerType), v.notBlank(owner)]);
      const menus = [...c.db.tables.menus].sort((a, b) => a.orderNum - b.orderNum).map((m) => menuVO(c, m));
      const perms = keysOf(c, menuGrant(c, ownerType, owner)?.permissions ?? []);
      const user = ownerType === 'User' ? c.db.tables.users.find((u) => u.userId === owner) : undefined;
      const inherited = (user?.roleIds ?? []).flatMap(
        (roleId) => menuGrant(c, 'Role', roleId)?.permissions ?? [],
      );
      return ok({ menus, perms, disabledPerms: keysOf(c, inherited) });
    }),
    route.post('/system/permission', { log: { type: 'UPDATE', fn: 'saveMenuPermission' } }, async (c) => {
      const body = await c.body<{
        ownerType?: unknown;
        owner?: unknown;
        permType?: unknown;
        permissions?: unknown;
      }>();
      c.validate((v) => [v.notEmpty(body.ownerType), v.notEmpty(body.owner), v.notEmpty(body.permType)]);
      const ownerType = String(body.ownerType);
      const owner = String(body.owner);
      if (!OWNER_TYPES.includes(ownerType)) c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'ownerType');
      if (body.permType !== 'Menu') c.error('ERR.SYS.UNSUPPORTED_PERMISSION_TYPE', body.permType);
      const keys = new Set(Array.isArray(body.permissions) ? body.permissions.map(String) : []);
      const menuIds = c.db.tables.menus.filter((m) => m.perms && keys.has(m.perms)).map((m) => m.menuId);
      const grant = menuGrant(c, ownerType, owner);
      if (grant) {
        grant.permissions = menuIds;
        grant.updateBy = c.session().userName;
        grant.updateTime = c.db.nowString();
      } else {
        c.db.tables.permissions.push({
          permissionId: c.db.nextId(),
          ownerType: ownerType as PermissionOwnerType,
          owner,
          permType: 'Menu',
          permissions: menuIds,
          createBy: c.session().userName,
          createTime: c.db.nowString(),
        });
      }
    }),
    // The CMS tabs of the same permission editor (registered here so one module owns it).
    ...cmsPermissionHandlers(ctx),
  ];
}
