import { matchPath } from 'react-router-dom';

import type { MenuEntry, ScreenRoute } from '@/lib/menu';
import type { AppResources } from '@/locales';

export type RouteTitleKey = keyof AppResources['app']['routes'];

/** What the shell needs of a console-declared route (app/routing/static-routes.ts passes them in). */
export interface ShellStaticRoute {
  path: string;
  titleKey: RouteTitleKey;
  activeMenu?: string;
  noCache?: boolean;
  affix?: boolean;
}

export interface Crumb {
  title: string;
  /** Clickable when set. */
  path?: string;
}

/** Everything the frame shows about the open route: tab, breadcrumb, highlighted menu, title. */
export interface RouteInfo {
  path: string;
  title: string;
  noCache: boolean;
  affix: boolean;
  /** Menu key to highlight: the route's `activeMenu`, else its own path. */
  activeMenu: string;
  /** Breadcrumb after Home. */
  crumbs: Crumb[];
}

export const HOME_PATH = '/index';

export type RouteResolver = (pathname: string) => RouteInfo | undefined;

/**
 * Builds the lookup from a pathname to its RouteInfo: menu screens (titles arrive translated from the
 * server) first, then the console's own routes (titles from the `app` namespace, `:params` matched).
 */
export function createRouteResolver(
  screens: readonly ScreenRoute[],
  statics: readonly ShellStaticRoute[],
  translate: (key: RouteTitleKey) => string,
): RouteResolver {
  const byPath = new Map(screens.map((s) => [s.path, s]));
  return (pathname) => {
    const screen = byPath.get(pathname);
    if (screen) {
      return {
        path: pathname,
        title: screen.title,
        noCache: screen.noCache,
        affix: false,
        activeMenu: pathname,
        crumbs: screen.trail.map((title) => ({ title })),
      };
    }
    const route = statics.find((r) => matchPath({ path: r.path, end: true }, pathname));
    if (!route) return undefined;
    const title = translate(route.titleKey);
    const owner = route.activeMenu ? byPath.get(route.activeMenu) : undefined;
    const ownerCrumbs: Crumb[] = owner
      ? owner.trail.map((t, i) =>
          i === owner.trail.length - 1 ? { title: t, path: owner.path } : { title: t },
        )
      : [];
    return {
      path: pathname,
      title,
      noCache: !!route.noCache,
      affix: !!route.affix,
      activeMenu: route.activeMenu ?? pathname,
      crumbs: route.path === HOME_PATH ? [] : [...ownerCrumbs, { title }],
    };
  };
}

/** The key of the menu entry holding `key` and every directory above it (to open the sub-menus). */
export function menuAncestors(entries: readonly MenuEntry[], key: string): string[] {
  for (const entry of entries) {
    if (entry.key === key) return [];
    if (entry.children) {
      const below = menuAncestors(entry.children, key);
      if (below.length > 0 || entry.children.some((c) => c.key === key)) return [entry.key, ...below];
    }
  }
  return [];
}

export function findMenuEntry(entries: readonly MenuEntry[], key: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    const below = entry.children && findMenuEntry(entry.children, key);
    if (below) return below;
  }
  return undefined;
}

/** `/system/user` + `{a: 1}` → `/system/user?a=1`: where a menu entry leads. */
export function entryTarget(entry: MenuEntry): string {
  const search = entry.query ? `?${new URLSearchParams(entry.query).toString()}` : '';
  return `${entry.key}${search}`;
}
