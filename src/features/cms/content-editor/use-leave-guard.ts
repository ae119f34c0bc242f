import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

import { feedback } from '@/lib/feedback';
import { useTagsView, type TagView } from '@/stores/tags-view';

type NavFn = (to: unknown, ...rest: unknown[]) => void;
interface PatchableNavigator {
  push: NavFn;
  replace: NavFn;
}

/** The router's history object is wrapped in place (outside React's data flow on purpose). */
function patch(nav: PatchableNavigator, fns: PatchableNavigator): void {
  Object.assign(nav, fns);
}

function targetPath(to: unknown): string | undefined {
  if (typeof to === 'string') return to.split(/[?#]/)[0];
  if (to && typeof to === 'object' && 'pathname' in to) {
    const p = (to as { pathname?: unknown }).pathname;
    return typeof p === 'string' ? p : undefined;
  }
  return undefined;
}

/**
 * Asks before unsaved work is lost: closing or reloading the browser tab (`beforeunload`), any in-app
 * navigation away from this page (menu, tabs, breadcrumbs, links: the app uses a BrowserRouter, which
 * has no blocker API, so the router's navigator is wrapped while dirty), and closing this page's tab
 * (the tab is put back when the user stays). Browser Back is not interceptable without a data router.
 */
export function useLeaveGuard(dirty: boolean, message: string, title: string) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const released = useRef(false);
  const asking = useRef<Promise<boolean> | null>(null);
  const myTab = useRef<TagView | undefined>(undefined);

  useEffect(() => {
    released.current = false;
  }, [dirty]);

  // Remember this page's tab, to restore it when a close is cancelled.
  useEffect(() => {
    const pick = () => useTagsView.getState().visited.find((v) => v.path === pathname);
    myTab.current = pick() ?? myTab.current;
    return useTagsView.subscribe(() => {
      myTab.current = pick() ?? myTab.current;
    });
  }, [pathname]);

  const confirmLeave = useCallback(async () => {
    if (!dirty || released.current) return true;
    asking.current ??= feedback.confirm({ title, content: message }).finally(() => {
      asking.current = null;
    });
    const ok = await asking.current;
    if (ok) released.current = true;
    return ok;
  }, [dirty, message, title]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const nav = navigator as unknown as PatchableNavigator;
    const { push, replace } = nav;
    const here = window.location.pathname;
    const guard =
      (original: NavFn): NavFn =>
      (to, ...rest) => {
        const path = targetPath(to);
        if (released.current || path === undefined || path === here || path === pathname)
          return original.call(nav, to, ...rest);
        void confirmLeave().then((ok) => {
          if (ok) original.call(nav, to, ...rest);
          else {
            const tab = myTab.current;
            const tabs = useTagsView.getState();
            if (tab && !tabs.visited.some((v) => v.path === tab.path)) tabs.addView(tab);
          }
        });
      };
    patch(nav, { push: guard(push), replace: guard(replace) });
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      patch(nav, { push, replace });
    };
  }, [dirty, navigator, pathname, confirmLeave]);

  /** Lets the next navigation through without asking (after a save or a confirmed close). */
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { confirmLeave, release };
}
