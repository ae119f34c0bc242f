import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';

import { feedback } from '@/lib/feedback';
import { ApiError } from '@/lib/http/types';
import { consoleStringsLoaded, loadConsoleStrings } from '@/lib/i18n';
import { safeRedirect } from '@/lib/utils/redirect';
import { useSession } from '@/stores/session';

import { consoleStylesSettled, loadConsoleStyles } from './console-styles';
import { firstScreenWait, prefetchFirstScreen, useFirstScreenPending } from './first-screen';
import { PageFallback } from './LazyScreen';
import { prefetchScreen } from './prefetch';

/**
 * The route guard: no token → /login?redirect=<path>; a token without a loaded session →
 * `/getInfo` + `/getRouters` first; if that fails the user is signed out, told why and sent home
 * (which, without a token, is the login page). When the first screen's calls left with the session's
 * (`prefetchFirstScreen`), the frame's first render also waits for them, briefly: one render and one
 * paint with the data, instead of the frame and the screen's skeletons, then each card again as its
 * reply is handled (the replies arrive with the session's, but a render as long as the frame's holds
 * their handling back).
 */
export function RequireSession() {
  const { t } = useTranslation('app');
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const status = useSession((s) => s.status);
  const loadSession = useSession((s) => s.loadSession);
  const started = useRef(false);
  const queryClient = useQueryClient();
  const stringsReady = useConsoleStrings(Boolean(token));
  const firstScreenPending = useFirstScreenPending();
  const firstScreenWaitOver = useTimeoutWhile(status === 'ready' && firstScreenPending, firstScreenWait.ms);

  useEffect(() => {
    // 'loading': the sign-in started the load (session store); joining it handles its outcome here.
    // The store's status now, not this render's: the load may have finished before this effect ran.
    const now = useSession.getState().status;
    if (!token || (now !== 'signed-in' && now !== 'loading') || started.current) return;
    started.current = true;
    // The frame, this screen's code and its first calls load while the session does, not after it.
    prefetchScreen(pathname);
    prefetchFirstScreen(pathname, queryClient);
    loadSession()
      .then(() => prefetchScreen(pathname, useSession.getState().routers))
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.shown)) {
          feedback.error(error instanceof Error && error.message ? error.message : t('session.loadFailed'));
        }
        navigate('/', { replace: true });
      })
      .finally(() => {
        started.current = false;
      });
    // A change of path alone starts nothing: the guard above returns unless a session is to be loaded.
  }, [token, status, loadSession, navigate, t, pathname, queryClient]);

  if (!token) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (status !== 'ready' || !stringsReady || (firstScreenPending && !firstScreenWaitOver)) {
    return (
      <div className="full-page-center" data-testid="session-loading">
        <PageFallback label={t('session.loading')} />
      </div>
    );
  }
  return <Outlet />;
}

/** True once `active` has held for `ms` without a break. */
function useTimeoutWhile(active: boolean, ms: number): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setOver(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return over;
}

/**
 * The console's strings (shell, kit) and antd's prebuilt styles, fetched alongside the session; true once
 * they are in. Without the styles antd would build them for the first screen, only to find them in the
 * file a moment later.
 */
function useConsoleStrings(wanted: boolean): boolean {
  const [ready, setReady] = useState(() => consoleStringsLoaded() && consoleStylesSettled());
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    // On a failed load the console shows anyway (untranslated keys beat an endless spinner); a
    // reload retries.
    void Promise.all([loadConsoleStrings().catch(() => undefined), loadConsoleStyles()]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}

/**
 * /login and /register: a signed-in user goes to the console instead, straight to where the sign-in
 * was asked for (`redirect`, when it is a safe internal path) or Home.
 *
 * A sign-in on this page leaves it as the token arrives, outside a route transition (`flushSync`), so
 * the guard's spinner shows at once and the frame later renders in one blocking render when the
 * session's replies come. By `<Navigate>` (an effect, then a transition) the page stayed blank, and
 * the transition, started only once the session was in, rendered the whole console in time slices:
 * at 4× CPU, 500 ms of blank page, and sign-in → Home 775 → 460 ms (median of 11).
 */
export function PublicOnly({ children }: { children: React.ReactNode }) {
  const token = useSession((s) => s.token);
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = safeRedirect(new URLSearchParams(search).get('redirect'));
  const [leaving, setLeaving] = useState(false);
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (!state.token || previous.token) return;
        setLeaving(true);
        void navigate(target, { replace: true, flushSync: true });
      }),
    [navigate, target],
  );
  if (token) return leaving ? null : <Navigate to={target} replace />;
  return <>{children}</>;
}
