import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';

import { ButtonScopeProvider } from '@/components/button/ButtonScope';
import { i18n } from '@/lib/i18n';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';
import { useAppState } from '@/stores/app';
import { useLayoutSettings } from '@/stores/layout-settings';

import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './routing/router';
import { buildTheme, currentAntdLocale } from './theme';

/**
 * The console's antd theme: colour, dark mode and size from the layout settings and the app state;
 * antd's animations follow the system's reduced-motion setting.
 */
function useConsoleTheme(): ThemeConfig {
  const colorPrimary = useLayoutSettings((s) => s.theme);
  const dark = useAppState((s) => s.dark);
  const size = useAppState((s) => s.size);
  const motion = !usePrefersReducedMotion();
  return useMemo(() => buildTheme({ colorPrimary, dark, size, motion }), [colorPrimary, dark, size, motion]);
}

/** Messages, notifications and confirms (lib/feedback) render outside the app's tree: same locale and theme. */
function FeedbackProviders({ children }: { children: ReactNode }) {
  const theme = useConsoleTheme();
  return (
    <ConfigProvider locale={currentAntdLocale()} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

/**
 * Wraps antd's static feedback holders, once, before the first render. A holder keeps the first
 * instance it mounted: a toast shown before the wrapper was set (a call failing while the sign-in page
 * mounts) made an unwrapped holder, which setting the wrapper later remounted, and no toast reached the
 * screen after that. The wrapper follows the theme by itself, so it never has to be set again.
 */
export function installFeedbackHolder(): void {
  ConfigProvider.config({ holderRender: (node) => <FeedbackProviders>{node}</FeedbackProviders> });
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: React.ReactNode;
  queryClient: QueryClient;
}) {
  const theme = useConsoleTheme();
  const dark = useAppState((s) => s.dark);
  useEffect(() => {
    // Plain CSS (the shell's and the page background) keys off this attribute.
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={currentAntdLocale()} theme={theme}>
        <ButtonScopeProvider>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ButtonScopeProvider>
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
