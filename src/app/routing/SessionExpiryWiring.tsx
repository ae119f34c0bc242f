import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import { type Location, UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router-dom';

import { isSessionExpiredPromptOpen, setSessionExpiredHandler } from '@/lib/http';
// The module itself, not the utils index: this is on the sign-in page's path.
import { stripBasename } from '@/lib/utils/redirect';
import { useSession } from '@/stores/session';

/** Where signing in again should lead back to from `location` (the index from a public page). */
function wayBack(location: Pick<Location, 'pathname' | 'search'>): string {
  return ['/', '/login', '/register'].includes(location.pathname)
    ? '/index'
    : `${location.pathname}${location.search}`;
}

/**
 * After a 401 the user confirmed "re-login": drop the session and go to the login page with a redirect
 * to where the user was, so signing in again brings them back (the index when they were on a public
 * page, e.g. a session that failed to load).
 */
export function SessionExpiryWiring() {
  const navigate = useNavigate();
  const location = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const queryClient = useQueryClient();
  const here = useRef('/index');
  // Redirects that happen behind the open prompt (guards reacting to failed calls) are not where the
  // user was, so `here` stays as it was while the prompt shows.
  useEffect(() => {
    if (!isSessionExpiredPromptOpen()) here.current = wayBack(location);
  }, [location]);
  useEffect(
    () =>
      // The router's location moves at the click; the rendered one only once the next screen has
      // rendered (a transition). A screen whose first calls find the session gone may not have
      // committed yet: the way back is the screen the user went to, not the one still showing.
      // Unlike the rendered location, the router's own one still carries the basename ('/admin').
      router?.subscribe(({ location: { pathname, search } }) => {
        if (isSessionExpiredPromptOpen()) return;
        here.current = wayBack({ pathname: stripBasename(pathname, router.basename), search });
      }),
    [router],
  );
  useEffect(() => {
    setSessionExpiredHandler(async () => {
      const back = here.current;
      await useSession.getState().logout();
      queryClient.clear();
      void navigate(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
    });
  }, [navigate, queryClient]);
  return null;
}
