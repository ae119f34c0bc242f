import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The thin bar at the top of the page on every route change: a CSS animation (`.route-progress` in
 * global.css) that the compositor runs, restarted per path by its key. It replaces nprogress, whose
 * `set` read the bar's `offsetWidth` on each step: a forced style and layout of the whole page, just as
 * the new screen had committed (63 ms of a catalog tree's first paint at 1×). Nothing on the page the
 * app opened on.
 */
export function RouteProgress() {
  const { pathname } = useLocation();
  const [openedOn] = useState(pathname);
  const [moved, setMoved] = useState(false);
  if (!moved && pathname !== openedOn) setMoved(true);
  return moved ? <div key={pathname} className="route-progress" aria-hidden /> : null;
}
