import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { useTagsView, type TagView } from '@/stores/tags-view';

import { askToLeave, dirtyPageAt, registerDirtyPage } from './registry';
import type { LeaveGuard, LeaveGuardOptions } from './types';

/**
 * Asks before a page with unsaved changes is left: any in-app navigation (menu, tabs, breadcrumb,
 * links, browser Back/Forward — held by the app's one router blocker, `LeaveGuardHost`), closing the
 * page's own tab (put back when the user stays), and closing or reloading the browser tab
 * (`beforeunload`, whose text the browser chooses). Navigations that only rewrite the page's own
 * query with `replace` (e.g. the new id after a first save) are not leaving.
 *
 * The page registers only while `when` is true and while it is visible: a kept-alive page hidden
 * behind another tab has its effects cleaned up by `<Activity>`, so it cannot hold up other pages.
 */
export function useLeaveGuard({
  when,
  title,
  message,
  okText,
  cancelText,
  danger,
  onLeave,
}: LeaveGuardOptions): LeaveGuard {
  const { t } = useTranslation('kit');
  const { pathname } = useLocation();
  const released = useRef(false);
  const onLeaveRef = useRef(onLeave);
  useEffect(() => {
    onLeaveRef.current = onLeave;
  });
  const confirmTitle = title ?? t('leaveGuard.title');
  const confirmMessage = message ?? t('leaveGuard.message');

  useEffect(() => {
    // A fresh change after a release (e.g. edits after a save) asks again.
    released.current = false;
    if (!when) return;
    let tab: TagView | undefined;
    const pickTab = () => {
      tab = useTagsView.getState().visited.find((v) => v.path === pathname) ?? tab;
    };
    pickTab();
    const unsubscribe = useTagsView.subscribe(pickTab);
    const unregister = registerDirtyPage({
      path: pathname,
      title: confirmTitle,
      message: confirmMessage,
      okText,
      cancelText,
      danger,
      isReleased: () => released.current,
      leave: () => {
        released.current = true;
        onLeaveRef.current?.();
      },
      tab: () => tab,
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unsubscribe();
      unregister();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, pathname, confirmTitle, confirmMessage, okText, cancelText, danger]);

  const confirmLeave = useCallback(async () => {
    const page = dirtyPageAt(pathname);
    return !when || !page ? true : askToLeave(page);
  }, [when, pathname]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { confirmLeave, release };
}
