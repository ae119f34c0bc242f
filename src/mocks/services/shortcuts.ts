/**
 * Home shortcuts (`/system/user/profile/shortcuts`): the screens named by the user's `Shortcut`
 * preference (menu ids, saved on the preference page), those the user may still open.
 */
import type { Call } from '../core/context';
import type { SysMenu, SysUser } from '../db';
import { menuTree } from './routers';

/** The app path of a menu row: its ancestors' paths joined, as the console resolves the router tree. */
export function menuFullPath(menus: readonly SysMenu[], menu: SysMenu): string {
  const parts: string[] = [];
  let node: SysMenu | undefined = menu;
  while (node) {
    parts.unshift(node.path.replace(/^\/+|\/+$/g, ''));
    if (menu.path.startsWith('/') && node === menu) break; // absolute child paths stay absolute
    const parentId: string = node.parentId;
    node = menus.find((m) => m.menuId === parentId);
  }
  return `/${parts.filter(Boolean).join('/')}`;
}

/** ShortcutVO list of `/system/user/profile/shortcuts`: the Shortcut preference's screens the user may open. */
export function shortcutsOf(c: Call, user: SysUser): { name: string; icon: string; router: string }[] {
  const saved = user.preferences?.Shortcut;
  const ids = Array.isArray(saved) ? saved.map(String) : [];
  const permissions = c.permissions();
  const visible = new Set(collectIds(menuTree(c.db.tables.menus, permissions)));
  return ids
    .map((id) => c.db.tables.menus.find((m) => m.menuId === id))
    .filter((m): m is SysMenu => !!m && m.menuType === 'C' && visible.has(m.menuId))
    .map((m) => ({
      name: c.label(m.menuName, `MENU.NAME.${m.menuId}`),
      icon: m.icon,
      router: /^https?:\/\//.test(m.path) ? m.path : menuFullPath(c.db.tables.menus, m),
    }));
}

function collectIds(nodes: ReturnType<typeof menuTree>): string[] {
  return nodes.flatMap((n) => [n.menuId, ...collectIds(n.children)]);
}
