import { useCallback, useEffect, useRef, useState } from 'react';

import { basicTab, extendTab, permsTab } from './lazy-parts';

const TAB_PARTS: Record<string, { load: () => Promise<unknown>; loaded: () => boolean }> = {
  basic: basicTab,
  extend: extendTab,
  perms: permsTab,
};

/**
 * The catalog shown on the right, and `select`, which shows one once the code of the open tab is in.
 * A tab that suspended instead would show its spinner and then hold the form back until 300 ms after
 * it (React's reveal throttle). Only the latest choice applies when the code arrives.
 */
export function useCatalogSelection(tab: string) {
  const [selectedId, setSelectedId] = useState<string>();
  const tabRef = useRef(tab);
  useEffect(() => {
    tabRef.current = tab;
  }, [tab]);
  const latest = useRef(0);
  const select = useCallback((catalogId: string | undefined) => {
    const choice = ++latest.current;
    const show = () => {
      if (choice === latest.current) setSelectedId(catalogId);
    };
    const part = TAB_PARTS[tabRef.current] ?? basicTab;
    if (catalogId === undefined || part.loaded()) show();
    else void part.load().then(show, show);
  }, []);
  return { selectedId, select };
}
