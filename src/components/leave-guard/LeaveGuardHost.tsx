import { useCallback, useEffect } from 'react';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router-dom';

import { askToLeave, dirtyPageAt, restoreTab } from './registry';

/** Only a move to another page leaves it: a page rewriting its own query in place stays. */
function leavesPage({ currentLocation, nextLocation, historyAction }: Parameters<BlockerFunction>[0]) {
  if (currentLocation.pathname !== nextLocation.pathname) return true;
  return historyAction !== 'REPLACE' && currentLocation.search !== nextLocation.search;
}

/**
 * The app's one router blocker (React Router keeps a single active blocker per router): it holds any
 * navigation away from the page at the current path while that page is registered dirty by
 * `useLeaveGuard`, asks once, then lets the navigation go on or cancels it (browser Back/Forward
 * included: the router puts the URL back). `skip` lets everything through (e.g. once signed out).
 * Render it once, inside the data router, above every page.
 */
export function LeaveGuardHost({ skip }: { skip?: () => boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(
    (args) => !skip?.() && leavesPage(args) && dirtyPageAt(args.currentLocation.pathname) !== undefined,
    [skip],
  );
  const blocker = useBlocker(shouldBlock);
  const { pathname } = useLocation();

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const page = dirtyPageAt(pathname);
    if (!page) {
      blocker.proceed();
      return;
    }
    let live = true;
    void askToLeave(page).then((leave) => {
      if (!live) return;
      if (leave) {
        blocker.proceed();
        return;
      }
      restoreTab(page);
      blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker, pathname]);
  return null;
}
