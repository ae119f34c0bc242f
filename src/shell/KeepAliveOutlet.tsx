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
import { hasUnsavedChanges } from '@/components/leave-guard';
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

/**
 * Notes the user's first touch of a page: React events bubble along the component tree, so the page's
 * dialogs and popups (portals elsewhere in the document) count as the page. `display: contents` leaves
 * the layout as if the box were not there.
 */
function TouchWatch({ onTouch, children }: { onTouch: () => void; children: ReactNode }) {
  return (
    <div
      className="kept-screen"
      onPointerDownCapture={onTouch}
      onClickCapture={onTouch}
      onKeyDownCapture={onTouch}
      onChangeCapture={onTouch}
      onWheelCapture={onTouch}
    >
      {children}
    </div>
  );
}

interface Kept {
  element: ReactNode;
  location: Location;
}

/**
 * The routed page, with every page that has an open tab and that the user has worked in kept mounted
 * while hidden (React `<Activity>`), so its filters, selection, scroll boxes and half-filled forms survive
 * a trip to another tab. Which pages may be kept is the tags store's `cached` list (a tab closed,
 * refreshed or marked noCache drops out of it, and the page starts fresh next time).
 *
 * A page left without being touched (no click, key, edit or wheel inside it, its dialogs and popups
 * included) and without unsaved changes holds nothing but its URL, which its tab keeps: it is let go,
 * and opening its tab again renders it anew from that URL and the query cache. A kept page costs some
 * 1.3 MB of heap, so glancing through twenty screens no longer keeps twenty of them
 * (docs/performance.md, "Tabs keep the screens worked in").
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
  // Pages the user has worked in. A first touch renders this outlet again, not the pages: their
  // elements are the same objects, so React bails out below the providers.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (path: string) => {
    if (!touched.has(path)) setTouched((set) => (set.has(path) ? set : new Set(set).add(path)));
  };

  const current = location.pathname;
  const keepCurrent = enabled && cached.includes(current);
  // A page with unsaved changes the user did not type (a restored draft, say) counts as touched. It
  // is noted while the leave guard's registry lists it: a hidden page's guard is unregistered.
  const unsaved = [...kept.keys()].filter((path) => !touched.has(path) && hasUnsavedChanges(path));
  const worked = unsaved.length ? new Set([...touched, ...unsaved]) : touched;
  const keeps = (path: string) => enabled && cached.includes(path) && (path === current || worked.has(path));
  const stale = [...kept.keys()].some((path) => !keeps(path));
  const previous = kept.get(current);
  if (stale || (keepCurrent && previous?.location !== location)) {
    // Adjusting state while rendering (React's documented pattern): the next render uses the new map.
    const next = new Map([...kept].filter(([path]) => keeps(path)));
    if (keepCurrent) next.set(current, { element: previous?.element ?? outlet, location });
    setKept(next);
    // A page let go, closed or refreshed starts untouched when it is rendered again.
    const stillWorked = [...worked].filter((path) => next.has(path));
    if (stillWorked.length !== touched.size || unsaved.length) setTouched(new Set(stillWorked));
  } else if (unsaved.length) {
    setTouched(worked);
  }

  const pages: [string, Kept][] = [...kept].filter(([path]) => path !== current);
  pages.push([current, { element: outlet, location }]);
  return (
    <Suspense fallback={<PageFallback />}>
      {pages.map(([path, page]) => (
        <Activity key={path} mode={path === current ? 'visible' : 'hidden'}>
          <TouchWatch onTouch={() => touch(path)}>
            <ScreenVisibleContext value={path === current}>
              <FrozenLocation location={page.location} navigationType={navigationType}>
                {page.element}
              </FrozenLocation>
            </ScreenVisibleContext>
          </TouchWatch>
        </Activity>
      ))}
    </Suspense>
  );
}
