import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { isSessionExpiredPromptOpen, setSessionExpiredHandler } from '@/lib/http';
import { useSession } from '@/stores/session';

/**
 * After a 401 the user confirmed "re-login": drop the session and go to the login page with a redirect
 * to where the user was, so signing in again brings them back (the index when they were on a public
 * page, e.g. a session that failed to load).
 */
export function SessionExpiryWiring() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = useRef('/index');
  useEffect(() => {
    // Redirects that happen behind the open prompt (guards reacting to failed calls) are not where
    // the user was.
    if (isSessionExpiredPromptOpen()) return;
    here.current = ['/', '/login', '/register'].includes(location.pathname)
      ? '/index'
      : `${location.pathname}${location.search}`;
  }, [location]);
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
