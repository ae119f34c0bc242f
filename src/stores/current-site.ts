import { create } from 'zustand';

import { clearCurrentSiteId, getCurrentSiteId, setCurrentSiteId } from '@/lib/auth/current-site';

/**
 * The current CMS site. Its id lives in localStorage `CurrentSite` (lib/auth/current-site), from where the
 * HTTP client sends it as the `CurrentSite` header; this store adds the name for the header button and a
 * counter that changes on every switch, for views that must start over.
 */
export interface CurrentSite {
  siteId: string;
  siteName: string;
}

interface CurrentSiteState {
  site: CurrentSite | undefined;
  /** Bumped on every switch. */
  version: number;
  setSite: (site: CurrentSite) => void;
  clear: () => void;
}

export const useCurrentSite = create<CurrentSiteState>()((set, get) => ({
  site: undefined,
  version: 0,
  setSite: (site) => {
    const changed = getCurrentSiteId() !== site.siteId;
    setCurrentSiteId(site.siteId);
    set({ site, version: changed ? get().version + 1 : get().version });
  },
  clear: () => {
    clearCurrentSiteId();
    set({ site: undefined });
  },
}));
