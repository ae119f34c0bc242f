import type NProgress from 'nprogress';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

type NProgressApi = typeof NProgress;
let nprogress: Promise<NProgressApi> | undefined;

/** nprogress and its stylesheet load on the first navigation, off the sign-in page's critical path. */
function loadProgress(): Promise<NProgressApi> {
  nprogress ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([module]) => {
    const api = module.default;
    // The default template gives the bar role="bar", which is no ARIA role (axe: critical); the bar is
    // decoration, so it is hidden from assistive technology instead.
    api.configure({
      showSpinner: false,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      // nprogress finds its bar by the role the template no longer carries.
      barSelector: '.bar',
    });
    return api;
  });
  return nprogress;
}

/**
 * The thin progress bar on navigation, finished once the new route has committed. Nothing for the
 * page the app opened on: nprogress loads with the first navigation, not with the sign-in page.
 */
export function RouteProgress() {
  const location = useLocation();
  const firstPath = useRef<string | null>(location.pathname);
  useEffect(() => {
    if (firstPath.current === location.pathname) return;
    firstPath.current = null;
    let frame = 0;
    let cancelled = false;
    void loadProgress().then((progress) => {
      if (cancelled) return;
      progress.start();
      frame = requestAnimationFrame(() => progress.done());
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [location.pathname]);
  return null;
}
