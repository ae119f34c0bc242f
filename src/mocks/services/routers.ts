/**
 * `GET /getRouters`: builds the RouterVO tree from sys_menu the way the backend's SysMenuServiceImpl does
 * (RuoYi rules). Pure function of the menu rows, so it is unit-tested alone.
 */
import type { SysMenu } from '../db';

export interface MetaVO {
  title?: string;
  icon?: string;
  noCache?: boolean;
  link?: string;
}

export interface RouterVO {
  name?: string;
  path?: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: MetaVO;
  children?: RouterVO[];
}

export interface BuildRoutersOptions {
  /** The user's permission keys; `*` keeps every menu. */
  permissions: readonly string[];
  /** Display title of a menu (translated `MENU.NAME.<id>`, falling back to menuName). */
  title: (menu: SysMenu) => string;
}

const LAYOUT = 'Layout';
const PARENT_VIEW = 'ParentView';
const INNER_LINK = 'InnerLink';

const isHttp = (path: string) => /^https?:\/\//i.test(path);
const isTop = (menu: SysMenu) => menu.parentId === '0';
/** A top-level screen (type C, not an external link): wrapped in a '/' Layout route with one child. */
const isMenuFrame = (menu: SysMenu) => isTop(menu) && menu.menuType === 'C' && menu.isFrame === 'N';
/** An http path opened inside the console (iframe). */
const isInnerLink = (menu: SysMenu) => menu.isFrame === 'N' && isHttp(menu.path);
const isParentView = (menu: SysMenu) => !isTop(menu) && menu.menuType === 'M';

/** `http://www.a.com/x` → `a/com/x`, the route path of an inner link. */
export function innerLinkPath(path: string): string {
  return path
    .replace(/https?:\/\//gi, '')
    .replace(/www\./gi, '')
    .replace(/\./g, '/');
}

/** `system/user/index` → `SystemUserIndex`: the route name equals the page's keep-alive name. */
export function componentName(component: string): string {
  return component
    .split('/')
    .filter(Boolean)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join('');
}

function routeName(menu: SysMenu): string {
  return isMenuFrame(menu) || !menu.component ? '' : componentName(menu.component);
}

function routerPath(menu: SysMenu): string {
  if (isTop(menu) && menu.menuType === 'M' && menu.isFrame === 'N') return `/${menu.path}`;
  if (isMenuFrame(menu)) return '/';
  if (!isTop(menu) && isInnerLink(menu)) return innerLinkPath(menu.path);
  return menu.path;
}

function routeComponent(menu: SysMenu): string {
  if (menu.component && !isMenuFrame(menu)) return menu.component;
  if (!menu.component && !isTop(menu) && isInnerLink(menu)) return INNER_LINK;
  if (!menu.component && isParentView(menu)) return PARENT_VIEW;
  return LAYOUT;
}

function meta(menu: SysMenu, title: string): MetaVO {
  return {
    title,
    icon: menu.icon,
    noCache: menu.isCache === 'N',
    link: isHttp(menu.path) ? menu.path : undefined,
  };
}

/** Jackson NON_EMPTY: drops undefined, null, '' and empty arrays/objects, recursively. */
function nonEmpty<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length > 0) out[k] = v.map((item: object) => nonEmpty(item));
    } else if (typeof v === 'object') {
      const inner = nonEmpty(v as object);
      if (Object.keys(inner).length > 0) out[k] = inner;
    } else out[k] = v;
  }
  return out as T;
}

interface MenuNode extends SysMenu {
  children: MenuNode[];
}

/** Rows the user may see, ordered by order_num, as a tree from parent 0 (orphans are dropped). */
export function menuTree(menus: readonly SysMenu[], permissions: readonly string[]): MenuNode[] {
  const all = permissions.includes('*');
  const visible = menus
    .filter(
      (m) => m.menuType !== 'F' && m.status !== '1' && (all || !m.perms || permissions.includes(m.perms)),
    )
    .sort((a, b) => a.orderNum - b.orderNum);
  const nodes = new Map<string, MenuNode>(visible.map((m) => [m.menuId, { ...m, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    if (isTop(node)) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  return roots;
}

function toRouter(menu: MenuNode, title: BuildRoutersOptions['title']): RouterVO {
  const router: RouterVO = {
    hidden: menu.visible === 'N',
    name: routeName(menu),
    path: routerPath(menu),
    component: routeComponent(menu),
    query: menu.query,
    meta: meta(menu, title(menu)),
  };
  if (menu.children.length > 0 && menu.menuType === 'M') {
    router.alwaysShow = true;
    router.redirect = 'noRedirect';
    router.children = menu.children.map((c) => toRouter(c, title));
  } else if (isMenuFrame(menu)) {
    router.meta = undefined;
    router.children = [
      {
        hidden: false,
        path: menu.path,
        component: menu.component,
        name: componentName(menu.component),
        meta: meta(menu, title(menu)),
        query: menu.query,
      },
    ];
  } else if (isTop(menu) && isInnerLink(menu)) {
    router.meta = { title: title(menu), icon: menu.icon };
    router.path = '/';
    router.children = [
      {
        hidden: false,
        path: innerLinkPath(menu.path),
        component: INNER_LINK,
        name: componentName(innerLinkPath(menu.path)),
        meta: { title: title(menu), icon: menu.icon, link: menu.path },
      },
    ];
  }
  return router;
}

export function buildRouters(menus: readonly SysMenu[], options: BuildRoutersOptions): RouterVO[] {
  return menuTree(menus, options.permissions).map((m) => nonEmpty(toRouter(m, options.title)));
}
