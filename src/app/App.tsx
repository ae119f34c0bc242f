import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';

import { i18n } from '@/lib/i18n';
import { useAppState } from '@/stores/app';
import { useLayoutSettings } from '@/stores/layout-settings';

import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './routing/router';
import { buildTheme, currentAntdLocale } from './theme';

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

/**
 * The console. `router` is created once by the entry (main.tsx); without one (tests render the app
 * afresh each time) the app makes its own over the current browser history and disposes of it on
 * unmount, so no earlier render keeps listening to the history.
 */
export default function App({ router }: { router?: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  const [owned] = useState(() => (router ? undefined : createAppRouter()));
  useEffect(() => () => owned?.dispose(), [owned]);
  const active = router ?? owned;
  return (
    <AppProviders queryClient={queryClient}>{active && <RouterProvider router={active} />}</AppProviders>
  );
}
