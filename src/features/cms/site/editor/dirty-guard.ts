import { useCallback, useEffect, useRef } from 'react';

import { feedback } from '@/lib/feedback';

import { siteI18n } from '../i18n';

/**
 * Unsaved changes of the editor's tabs: a tab reports whether its form differs from what was loaded;
 * leaving that tab (or the page) asks first. The router has no blocking API (BrowserRouter), so the
 * page-level guard is the browser's beforeunload prompt.
 */
export function useDirtyGuard() {
  const t = siteI18n.useT();
  const dirty = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  /** Resolves true when it is fine to leave the current tab. */
  const confirmLeave = useCallback(async () => {
    if (!dirty.current) return true;
    const discard = await feedback.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      okText: t('unsaved.discard'),
      cancelText: t('unsaved.keep'),
      danger: true,
    });
    if (discard) dirty.current = false;
    return discard;
  }, [t]);

  return { setDirty, confirmLeave };
}

/** What each tab receives. */
export interface TabProps {
  siteId: string;
  /** Report whether the tab's form has unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}
