import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { HintLayer } from '@/components/hint';
import { LeaveGuardHost } from '@/components/leave-guard';
import { dropBootSignIn } from '@/lib/boot-sign-in';
import { useSession } from '@/stores/session';

import { PageFallback } from './LazyScreen';
import { RouteProgress } from './RouteProgress';
import { SessionExpiryWiring } from './SessionExpiryWiring';

/** A signed-out user has nothing left to lose on the page: sign-out and session expiry go straight on. */
const signedOut = () => !useSession.getState().token;

/** The root route: app-wide router wiring around every page, public or signed in. */
export function RootLayout() {
  const { pathname } = useLocation();
  // The HTML sign-in form (public/boot-sign-in.js) is the sign-in page's to take over; on any other
  // page (the session in the cookie was valid after all) it must not cover the console.
  useLayoutEffect(() => {
    if (pathname !== '/login') dropBootSignIn();
  }, [pathname]);
  return (
    <>
      <SessionExpiryWiring />
      <RouteProgress />
      <LeaveGuardHost skip={signedOut} />
      <HintLayer />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </>
  );
}
