import { useCallback, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

import { feedback } from '@/lib/feedback';
import { useTagsView, type TagView } from '@/stores/tags-view';

import type { LeaveGuard, LeaveGuardOptions } from './types';

type NavFn = (to: unknown, ...rest: unknown[]) => void;
interface PatchableNavigator {
  push: NavFn;
  replace: NavFn;
}

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
 * Asks before unsaved work is lost. First version (interim, until the data router lands): wraps the
 * router's navigator while dirty and listens to `beforeunload`.
 */
export function useLeaveGuard({
  when,
  title,
  message,
  okText,
  cancelText,
  onLeave,
}: LeaveGuardOptions): LeaveGuard {
  const { t } = useTranslation('kit');
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const released = useRef(false);
  const asking = useRef<Promise<boolean> | null>(null);
  const myTab = useRef<TagView | undefined>(undefined);
  const onLeaveRef = useRef(onLeave);
  useEffect(() => {
    onLeaveRef.current = onLeave;
  });

  useEffect(() => {
    released.current = false;
  }, [when]);

  useEffect(() => {
    const pick = () => useTagsView.getState().visited.find((v) => v.path === pathname);
    myTab.current = pick() ?? myTab.current;
    return useTagsView.subscribe(() => {
      myTab.current = pick() ?? myTab.current;
    });
  }, [pathname]);

  const confirmLeave = useCallback(async () => {
    if (!when || released.current) return true;
    asking.current ??= feedback
      .confirm({
        title: title ?? t('leaveGuard.title'),
        content: message ?? t('leaveGuard.message'),
        okText,
        cancelText,
      })
      .finally(() => {
        asking.current = null;
      });
    const ok = await asking.current;
    if (ok) {
      released.current = true;
      onLeaveRef.current?.();
    }
    return ok;
  }, [when, title, message, okText, cancelText, t]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const nav = navigator as unknown as PatchableNavigator;
    const { push, replace } = nav;
    const guard =
      (original: NavFn): NavFn =>
      (to, ...rest) => {
        const path = targetPath(to);
        if (released.current || path === undefined || path === pathname)
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
  }, [when, navigator, pathname, confirmLeave]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { confirmLeave, release };
}
