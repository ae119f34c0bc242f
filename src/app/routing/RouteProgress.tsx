import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { useScreenCodeWait } from './screen-code-wait';

/**
 * The thin bar at the top of the page on every route change: a CSS animation (`.route-progress` in
 * global.css) that the compositor runs, restarted per path by its key. It replaces nprogress, whose
 * `set` read the bar's `offsetWidth` on each step: a forced style and layout of the whole page, just as
 * the new screen had committed (63 ms of a catalog tree's first paint at 1×). Nothing on the page the
 * app opened on.
 *
 * While a screen's code travels the old screen stays on show (LazyScreen), so the bar is what says the
 * click was taken: it grows slowly from the start of the wait until the new screen commits, then
 * finishes from where the wait left it. A wait that ends without a new screen (the user went elsewhere
 * first) fades out on its own.
 */
export function RouteProgress() {
  const { pathname } = useLocation();
  const waiting = useScreenCodeWait();
  const [openedOn] = useState(pathname);
  const [moved, setMoved] = useState(false);
  // The path shown when the current wait began, and the path the last run was for.
  const [waitedOn, setWaitedOn] = useState<string | null>(null);
  const [run, setRun] = useState<{ path: string; afterWait: boolean } | null>(null);
  if (!moved && pathname !== openedOn) setMoved(true);
  if (waiting && waitedOn !== pathname) setWaitedOn(pathname);
  if (moved && run?.path !== pathname) {
    setRun({ path: pathname, afterWait: waitedOn !== null && waitedOn !== pathname });
    setWaitedOn(null);
  }

  if (waitedOn === pathname) {
    const phase = waiting ? 'is-waiting' : 'is-waiting is-settling';
    return <div key="wait" className={`route-progress ${phase}`} aria-hidden />;
  }
  if (!moved) return null;
  const finish = run?.afterWait ? ' is-finishing' : '';
  return <div key={pathname} className={`route-progress${finish}`} aria-hidden />;
}
