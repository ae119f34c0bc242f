import { useQueryClient } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

import LoginPage from '@/features/system/login/LoginPage';
import { checkAccess } from '@/lib/auth/permission';
import { useSession } from '@/stores/session';

import { prefetchFirstScreen } from './first-screen';
import { LazyScreen } from './LazyScreen';
import { MenuScreen } from './MenuScreen';
import { appLayout, prefetchScreen } from './prefetch';
import { PublicOnly, RequireSession } from './RequireSession';
import { ForbiddenRoute, NotFoundRoute } from './result-pages';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { DIRECTORY_REDIRECTS, FULL_PAGE_ROUTES, STATIC_ROUTES } from './static-routes';
import { StaticScreen } from './StaticScreen';
import RedirectPage from '../pages/RedirectPage';

// The shell is its own chunk: the sign-in page must not pay for the menu, tabs and header. The sign-in
// page itself is part of the entry (most cold loads show it first): its code arrives with the entry's
// in one wave instead of two more.
const AppLayout = appLayout.Component;
const RegisterPage = lazy(() => import('@/features/system/login/RegisterPage'));

/** The frame, told which console routes this user may open (their titles, tabs and menu highlight). */
function ShellRoute() {
  const permissions = useSession((s) => s.permissions);
  const roles = useSession((s) => s.roles);
  const staticRoutes = useMemo(
    () => STATIC_ROUTES.filter((r) => !r.access || checkAccess({ permissions, roles }, r.access)),
    [permissions, roles],
  );
  return <AppLayout staticRoutes={staticRoutes} />;
}

/**
 * The sign-in page, wired to fetch ahead: the console's code from the first keystroke, and the opening
 * screen's first calls with the login's reply (alongside `/getInfo` and `/getRouters`).
 */
function LoginRoute() {
  const queryClient = useQueryClient();
  return (
    <LoginPage onTyping={prefetchScreen} onSignedIn={(target) => prefetchFirstScreen(target, queryClient)} />
  );
}

const toLogin = <Navigate to="/login" replace />;

/**
 * The whole route table: public pages, then everything behind the session guard — full-page routes,
 * and inside the frame the static routes and, last, the user's `/getRouters` screens (resolved by
 * `MenuScreen`, since the table is fixed before the menu is loaded). Page code loads lazily.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <PublicOnly>{<LoginRoute />}</PublicOnly> },
      { path: '/register', element: <PublicOnly>{<RegisterPage />}</PublicOnly> },
      { path: '/bind', element: toLogin },
      { path: '/auth-redirect', element: toLogin },
      { path: '/401', element: <ForbiddenRoute /> },
      { path: '/404', element: <NotFoundRoute /> },
      {
        element: <RequireSession />,
        children: [
          ...FULL_PAGE_ROUTES.map((r) => ({
            path: r.path,
            element: <LazyScreen pageKey={r.page} title="" />,
          })),
          {
            element: <ShellRoute />,
            children: [
              { index: true, element: <Navigate to="/index" replace /> },
              { path: '/redirect/*', element: <RedirectPage /> },
              ...Object.entries(DIRECTORY_REDIRECTS).map(([from, to]) => ({
                path: from,
                element: <Navigate to={to} replace />,
              })),
              ...STATIC_ROUTES.map((r) => ({ path: r.path, element: <StaticScreen route={r} /> })),
              { path: '*', element: <MenuScreen /> },
            ],
          },
        ],
      },
    ],
  },
];
