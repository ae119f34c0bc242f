import { useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext, type Location, type To } from 'react-router-dom';

import { stripBasename } from '@/lib/utils/redirect';

export interface RouterHandle {
  /** As `useNavigate()`'s function, for absolute paths. */
  navigate: (to: To, options?: { replace?: boolean; state?: unknown }) => void;
  /** The location now, as `useLocation()` gives it (read when an event needs it, not rendered from). */
  location: () => Location;
}

/**
 * The router, for components that navigate or read the location only when the user acts: the
 * frame's menu, header, tabs. React Router's `useNavigate()` reads the route context, a new object at
 * every navigation, and `useLocation()` the location: each component calling either renders again at
 * every route change, in the route's own render, before the new screen shows (the frame's menu,
 * header and tab menus were 450 components of every screen change). This reads only the router,
 * which stays the same object. Needs a data router (`RouterProvider`), as the console has.
 */
export function useRouterHandle(): RouterHandle {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const handle = useMemo<RouterHandle | undefined>(
    () =>
      router && {
        navigate: (to, options) => void router.navigate(to, options),
        location: () => {
          // Unlike the rendered location, the router's own one still carries the basename ('/admin').
          const { location } = router.state;
          return { ...location, pathname: stripBasename(location.pathname, router.basename) };
        },
      },
    [router],
  );
  if (!handle) throw new Error('useRouterHandle needs a data router (RouterProvider)');
  return handle;
}
