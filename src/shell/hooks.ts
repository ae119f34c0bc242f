import Cookies from 'js-cookie';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { securityApi } from '@/api/system/security';
import { feedback } from '@/lib/feedback';
import { deviceOf, SIDEBAR_COOKIE, useAppState } from '@/stores/app';

/**
 * Below this width (and above the mobile one) the sidebar folds to its icons, so a page keeps room
 * for its table: 210 px of menu would leave a 1000 px window under 800 px of page.
 */
export const NARROW_WIDTH = 1100;

/**
 * The viewport width, kept current; also keeps the device class (mobile below 992 px) in the store
 * and folds the sidebar when the window gets narrower than NARROW_WIDTH (unfolding it again, as the
 * user last left it, when it gets wider). The user may still unfold it while narrow.
 */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  const setDevice = useAppState((s) => s.setDevice);
  const narrow = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    const onResize = () => {
      setWidth(window.innerWidth);
      setDevice(deviceOf(window.innerWidth));
      const nowNarrow = window.innerWidth < NARROW_WIDTH;
      if (nowNarrow !== narrow.current) {
        if (nowNarrow) useAppState.setState({ sidebarOpened: false });
        else if (narrow.current) useAppState.setState({ sidebarOpened: Cookies.get(SIDEBAR_COOKIE) !== '0' });
        narrow.current = nowNarrow;
      }
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [setDevice]);
  return width;
}

/** "Page title - App title" when dynamic titles are on, else the app title. */
export function useDocumentTitle(pageTitle: string | undefined, dynamic: boolean): void {
  const { t } = useTranslation('common');
  const appTitle = t('appTitle');
  useEffect(() => {
    document.title = dynamic && pageTitle ? `${pageTitle} - ${appTitle}` : appTitle;
  }, [pageTitle, dynamic, appTitle]);
}

export const CHANGE_PASSWORD_PATH = '/user/profile?tab=resetPwd';

/**
 * After sign-in: a password that must be changed (new or reset account) or has expired is announced,
 * and the user is taken to the change-password tab. (The Vue console meant to do this but its call threw.)
 */
export function useSecurityCheck(): void {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void securityApi
      .check()
      .then(async (check) => {
        if (cancelled || !check || !(check.forceModifyPassword || check.isPasswordExpired)) return;
        await feedback.confirm({
          title: t('security.title'),
          content: check.forceModifyPassword ? t('security.forceModify') : t('security.expired'),
          okText: t('security.goModify'),
          props: { okCancel: false, closable: false, keyboard: false },
        });
        if (!cancelled) navigate(CHANGE_PASSWORD_PATH);
      })
      .catch(() => undefined); // silent: a failed check must not get in the way
    return () => {
      cancelled = true;
    };
  }, [navigate, t]);
}
