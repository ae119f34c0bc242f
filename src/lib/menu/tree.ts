import type { RouterVO } from '@/lib/auth/types';

import { isExternal, joinPath, parseQuery } from './routes';

/** A sidebar/top-nav entry derived from the server tree. */
export interface MenuEntry {
  /** Absolute app path, or the external URL. Unique; used as the menu key. */
  key: string;
  title: string;
  icon?: string;
  external: boolean;
  query?: Record<string, string>;
  children?: MenuEntry[];
}

/**
 * Builds the visible menu: hidden nodes skipped; a node that is not `alwaysShow` and has exactly one
 * visible child shows as that child (this is how the top-level `/` wrappers of single screens, e.g.
 * Statistics, appear as one item).
 */
export function buildMenu(routers: readonly RouterVO[], base = ''): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const node of routers) {
    if (node.hidden) continue;
    const path = joinPath(base, node.path);
    const visibleChildren = (node.children ?? []).filter((c) => !c.hidden);
    if (visibleChildren.length === 1 && !node.alwaysShow) {
      entries.push(...buildMenu(visibleChildren, path));
      continue;
    }
    if (visibleChildren.length > 0) {
      entries.push({
        key: path,
        title: node.meta?.title ?? '',
        icon: node.meta?.icon,
        external: false,
        children: buildMenu(visibleChildren, path),
      });
      continue;
    }
    if (node.children && node.children.length > 0) continue; // a directory whose children are all hidden
    entries.push({
      key: path,
      title: node.meta?.title ?? '',
      icon: node.meta?.icon,
      external: isExternal(path),
      query: parseQuery(node.query),
    });
  }
  return entries;
}
