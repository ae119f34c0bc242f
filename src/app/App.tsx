import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';

import { isSessionExpiredPromptOpen, setSessionExpiredHandler } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { useAppState } from '@/stores/app';
import { useLayoutSettings } from '@/stores/layout-settings';
import { useSession } from '@/stores/session';

import { createQueryClient } from './query-client';
import { AppRoutes } from './routing/AppRoutes';
import { PageFallback } from './routing/LazyScreen';
import { RouteProgress } from './routing/RouteProgress';
import { buildTheme, currentAntdLocale } from './theme';

export const ROUTER_BASENAME = '/admin';

/**
 * After a 401 the user confirmed "re-login": drop the session and go to the login page with a redirect
 * to where the user was, so signing in again brings them back (the index when they were on a public
 * page, e.g. a session that failed to load).
 */
function SessionExpiryWiring({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('/index');
  useEffect(() => {
    // Redirects that happen behind the open prompt (guards reacting to failed calls) are not where
    // the user was.
    if (isSessionExpiredPromptOpen()) return;
    here.current = ['/', '/login', '/register'].includes(location.pathname)
      ? '/index'
      : `${location.pathname}${location.search}`;
  }, [location]);
  useEffect(() => {
    setSessionExpiredHandler(async () => {
      const back = here.current;
      await useSession.getState().logout();
      queryClient.clear();
      navigate(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
    });
  }, [navigate, queryClient]);
  return null;
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: React.ReactNode;
  queryClient: QueryClient;
}) {
  const antdLocale = currentAntdLocale();
  const colorPrimary = useLayoutSettings((s) => s.theme);
  const dark = useAppState((s) => s.dark);
  const size = useAppState((s) => s.size);
  const theme = useMemo(() => buildTheme({ colorPrimary, dark, size }), [colorPrimary, dark, size]);
  useEffect(() => {
    // Plain CSS (the shell's and the page background) keys off this attribute.
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
  useEffect(() => {
    // Messages, notifications and confirms (lib/feedback) render outside this tree; give them the same
    // locale and theme.
    ConfigProvider.config({
      holderRender: (node) => (
        <ConfigProvider locale={antdLocale} theme={theme}>
          {node}
        </ConfigProvider>
      ),
    });
  }, [antdLocale, theme]);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale} theme={theme}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter basename={ROUTER_BASENAME}>
        <SessionExpiryWiring queryClient={queryClient} />
        <RouteProgress />
        <Suspense fallback={<PageFallback />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
