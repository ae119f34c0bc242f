import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router-dom';

import { setSessionExpiredHandler } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session';

import { createQueryClient } from './query-client';
import { AppRoutes } from './routing/AppRoutes';
import { PageFallback } from './routing/LazyScreen';
import { RouteProgress } from './routing/RouteProgress';
import { currentAntdLocale } from './theme';

export const ROUTER_BASENAME = '/admin';

/** After a 401 the user confirmed "re-login": drop the session and go to the index (→ login). */
function SessionExpiryWiring({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler(async () => {
      await useSession.getState().logout();
      queryClient.clear();
      navigate('/index', { replace: true });
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
  const theme = useMemo(() => ({ token: { colorPrimary: '#1677ff' } }), []);
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
