import type { MenuEntry } from '@/lib/menu';

/** Width one top-nav item is given (RuoYi TopNav: `visibleNumber = width / 3 / 85`). */
const ITEM_WIDTH = 85;

/** How many first-level menus fit in the header at this viewport width. */
export function visibleTopCount(width: number): number {
  return Math.max(0, Math.floor(width / 3 / ITEM_WIDTH));
}

/** The first-level menus shown in the header and the rest, which go under "More". */
export function splitTopNav<T>(items: readonly T[], width: number): { visible: T[]; more: T[] } {
  const count = visibleTopCount(width);
  return { visible: items.slice(0, count), more: items.slice(count) };
}

function contains(entry: MenuEntry, key: string): boolean {
  return entry.key === key || (entry.children ?? []).some((c) => contains(c, key));
}

/**
 * The first-level menu the route belongs to: the one holding the active menu key, else the one whose
 * path starts like the route's first segment.
 */
export function topKeyOf(menu: readonly MenuEntry[], activeKey: string): string | undefined {
  const holder = menu.find((e) => contains(e, activeKey));
  if (holder) return holder.key;
  const first = `/${activeKey.split('/')[1] ?? ''}`;
  return menu.find((e) => e.key === first)?.key;
}
