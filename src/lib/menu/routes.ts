import type { RouterVO } from '@/lib/auth/types';

/** Components that are structure, not pages (RuoYi's router components). */
export const LAYOUT_COMPONENTS = new Set(['Layout', 'ParentView']);
export const INNER_LINK = 'InnerLink';

const EXTERNAL = /^(https?:|mailto:|tel:)/;

export function isExternal(path: string | undefined): boolean {
  return !!path && EXTERNAL.test(path);
}

/** Joins a parent path and a child path the way the Vue console resolves menu links. */
export function joinPath(base: string, path: string): string {
  if (isExternal(path)) return path;
  if (path.startsWith('/')) return normalise(path);
  return normalise(`${base}/${path}`);
}

function normalise(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** A routable screen: one leaf of the server menu tree, flattened under the layout. */
export interface ScreenRoute {
  /** Absolute app path without the /admin base, e.g. `/system/user`. */
  path: string;
  /** Page-registry key (`system/user/index`) or `InnerLink`. */
  componentKey: string;
  name?: string;
  title: string;
  icon?: string;
  noCache: boolean;
  /** External address shown in the embedded frame (InnerLink). */
  link?: string;
  /** Parsed `query` JSON, applied when the menu opens the screen. */
  query?: Record<string, string>;
  hidden: boolean;
  /** Titles from the top directory down to this screen (breadcrumb, search). */
  trail: string[];
}

export function parseQuery(query: string | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  try {
    const parsed: unknown = JSON.parse(query);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    }
  } catch {
    // A malformed query string in the menu table must not break routing.
  }
  return undefined;
}

/**
 * Flattens the `/getRouters` tree into the screens the router serves. Nested directories (ParentView)
 * are lifted so every screen sits directly under the layout, as the original `filterChildren` does.
 * External links (http…) are menu entries only, never routes.
 */
export function collectScreens(routers: readonly RouterVO[]): ScreenRoute[] {
  const screens: ScreenRoute[] = [];
  const walk = (nodes: readonly RouterVO[], base: string, trail: string[]) => {
    for (const node of nodes) {
      const path = joinPath(base, node.path);
      const title = node.meta?.title ?? '';
      const nextTrail = title ? [...trail, title] : trail;
      if (node.children && node.children.length > 0) {
        walk(node.children, path, nextTrail);
        continue;
      }
      const component = node.component ?? '';
      if (isExternal(path) || !component || LAYOUT_COMPONENTS.has(component)) continue;
      screens.push({
        path,
        componentKey: component,
        name: node.name,
        title,
        icon: node.meta?.icon,
        noCache: node.meta?.noCache ?? false,
        link: node.meta?.link,
        query: parseQuery(node.query),
        hidden: node.hidden ?? false,
        trail: nextTrail,
      });
    }
  };
  walk(routers, '', []);
  return screens;
}
