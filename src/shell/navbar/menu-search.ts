import Fuse from 'fuse.js';

import type { MenuEntry } from '@/lib/menu';

/** One searchable screen: its breadcrumb titles, where it leads and whether it leaves the console. */
export interface SearchItem {
  titles: string[];
  path: string;
  target: string;
  external: boolean;
}

/** Every visible leaf of the menu (directories are not destinations), with its titles from the top. */
export function searchPool(entries: readonly MenuEntry[], trail: string[] = []): SearchItem[] {
  return entries.flatMap((entry) => {
    const titles = [...trail, entry.title];
    if (entry.children && entry.children.length > 0) return searchPool(entry.children, titles);
    const search = entry.query ? `?${new URLSearchParams(entry.query).toString()}` : '';
    return [{ titles, path: entry.key, target: `${entry.key}${search}`, external: entry.external }];
  });
}

/**
 * The Vue console's HeaderSearch settings: title weight 0.7, path 0.3, threshold 0.4; titles are
 * matched one by one, so "用户" finds "系统管理 / 用户管理" by its own title.
 */
export function createMenuSearch(pool: readonly SearchItem[]): (query: string) => SearchItem[] {
  const fuse = new Fuse(pool, {
    shouldSort: true,
    threshold: 0.4,
    location: 0,
    distance: 100,
    minMatchCharLength: 1,
    keys: [
      { name: 'titles', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
  return (query) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}
