import { Activity, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  type Location,
  type NavigationType,
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';

import { PageFallback } from '@/app/routing/LazyScreen';
import { ScreenVisibleContext } from '@/app/routing/screen-visibility';
import { useTagsView } from '@/stores/tags-view';

function FrozenLocation({
  location,
  navigationType,
  children,
}: {
  location: Location;
  navigationType: NavigationType;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return <UNSAFE_LocationContext.Provider value={value}>{children}</UNSAFE_LocationContext.Provider>;
}

interface Kept {
  element: ReactNode;
  location: Location;
}

/**
 * The routed page, with every page that has an open tab kept mounted while hidden (React `<Activity>`),
 * so its filters, scroll position and half-filled forms survive a trip to another tab. Which pages are
 * kept is the tags store's `cached` list (a tab closed, refreshed or marked noCache drops out of it, and
 * the page starts fresh next time).
 *
 * The pages share one Suspense boundary, the one a screen waiting for its code suspends to (see
 * LazyScreen): on a route change React keeps the screen shown until the next one has rendered.
 *
 * Each kept page sees the location it was left at: without that, `useLocation()` inside a hidden page
 * would follow the visible one (and e.g. the route error boundary, keyed by path, would reset it).
 */
export function KeepAliveOutlet({ enabled }: { enabled: boolean }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const cached = useTagsView((s) => s.cached);
  const [kept, setKept] = useState<ReadonlyMap<string, Kept>>(() => new Map());

  const current = location.pathname;
  const keepCurrent = enabled && cached.includes(current);
  const stale = [...kept.keys()].some((path) => !enabled || !cached.includes(path));
  const previous = kept.get(current);
  if (stale || (keepCurrent && previous?.location !== location)) {
    // Adjusting state while rendering (React's documented pattern): the next render uses the new map.
    const next = new Map([...kept].filter(([path]) => enabled && cached.includes(path)));
    if (keepCurrent) next.set(current, { element: previous?.element ?? outlet, location });
    setKept(next);
  }

  const pages: [string, Kept][] = [...kept].filter(([path]) => path !== current);
  pages.push([current, { element: outlet, location }]);
  return (
    <Suspense fallback={<PageFallback />}>
      {pages.map(([path, page]) => (
        <Activity key={path} mode={path === current ? 'visible' : 'hidden'}>
          <ScreenVisibleContext value={path === current}>
            <FrozenLocation location={page.location} navigationType={navigationType}>
              {page.element}
            </FrozenLocation>
          </ScreenVisibleContext>
        </Activity>
      ))}
    </Suspense>
  );
}
