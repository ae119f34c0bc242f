import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { LeaveGuardHost } from '@/components/leave-guard';
import { useSession } from '@/stores/session';

import { PageFallback } from './LazyScreen';
import { RouteProgress } from './RouteProgress';
import { SessionExpiryWiring } from './SessionExpiryWiring';

/** A signed-out user has nothing left to lose on the page: sign-out and session expiry go straight on. */
const signedOut = () => !useSession.getState().token;

/** The root route: app-wide router wiring around every page, public or signed in. */
export function RootLayout() {
  return (
    <>
      <SessionExpiryWiring />
      <RouteProgress />
      <LeaveGuardHost skip={signedOut} />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </>
  );
}
