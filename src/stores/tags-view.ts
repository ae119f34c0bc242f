import { create } from 'zustand';

/**
 * The visited pages shown as tabs (the Vue `tagsView` store) and which of them stay mounted while hidden.
 * Pure state: the shell decides where to navigate after a close. Pinned (affix) tabs are never removed.
 */
export interface TagView {
  /** Pathname, the identity of a tab. */
  path: string;
  /** Pathname plus query, where the tab leads. */
  fullPath: string;
  title: string;
  affix?: boolean;
  /** The screen is re-created each time it is opened (menu `isCache = N`). */
  noCache?: boolean;
}

interface TagsViewState {
  visited: TagView[];
  /** Paths whose page is kept alive while another tab is active. */
  cached: string[];
  /** Adds a tab, or updates its title and query when it exists. */
  addView: (view: TagView) => void;
  closeView: (path: string) => void;
  closeOthers: (path: string) => void;
  closeLeft: (path: string) => void;
  closeRight: (path: string) => void;
  closeAll: () => void;
  /** Drops a page's kept state so its next render starts fresh (refresh). */
  uncache: (path: string) => void;
  /** Drops every kept page (after switching the current site). */
  clearCache: () => void;
  /** Forgets everything (sign-out). */
  reset: () => void;
}

function keep(visited: TagView[], test: (view: TagView, index: number) => boolean) {
  const kept = visited.filter((view, index) => view.affix || test(view, index));
  return { visited: kept, paths: new Set(kept.map((v) => v.path)) };
}

export const useTagsView = create<TagsViewState>()((set, get) => {
  const retain = (test: (view: TagView, index: number) => boolean) => {
    const { visited, paths } = keep(get().visited, test);
    set({ visited, cached: get().cached.filter((p) => paths.has(p)) });
  };
  const indexOf = (path: string) => get().visited.findIndex((v) => v.path === path);
  return {
    visited: [],
    cached: [],
    addView: (view) => {
      const { visited, cached } = get();
      const index = visited.findIndex((v) => v.path === view.path);
      const current = visited[index];
      // A page stays cached from its first visit until its tab closes, it is refreshed or the site changes.
      const nextCached = view.noCache || cached.includes(view.path) ? cached : [...cached, view.path];
      if (!current) {
        set({ visited: [...visited, view], cached: nextCached });
        return;
      }
      const same = current.fullPath === view.fullPath && current.title === view.title;
      if (same && nextCached === cached) return;
      const next = [...visited];
      next[index] = { ...current, ...view, affix: current.affix || view.affix };
      set({ visited: same ? visited : next, cached: nextCached });
    },
    closeView: (path) => retain((v) => v.path !== path),
    closeOthers: (path) => retain((v) => v.path === path),
    closeLeft: (path) => {
      const at = indexOf(path);
      retain((_v, i) => at < 0 || i >= at);
    },
    closeRight: (path) => {
      const at = indexOf(path);
      retain((_v, i) => at < 0 || i <= at);
    },
    closeAll: () => retain(() => false),
    uncache: (path) => set({ cached: get().cached.filter((p) => p !== path) }),
    clearCache: () => set({ cached: [] }),
    reset: () => set({ visited: [], cached: [] }),
  };
});

/** Where to go after the active tab was closed: the last remaining tab, else the root. */
export function lastViewPath(visited: readonly TagView[]): string {
  return visited.at(-1)?.fullPath ?? '/';
}
