import type NProgress from 'nprogress';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

type NProgressApi = typeof NProgress;
let nprogress: Promise<NProgressApi> | undefined;

/** nprogress and its stylesheet load after the first screen, off the sign-in page's critical path. */
function loadProgress(): Promise<NProgressApi> {
  nprogress ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([module]) => {
    const api = module.default;
    api.configure({ showSpinner: false });
    return api;
  });
  return nprogress;
}

/** The thin progress bar on navigation, finished once the new route has committed. */
export function RouteProgress() {
  const location = useLocation();
  useEffect(() => {
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
