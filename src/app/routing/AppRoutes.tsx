import { lazy, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { checkAccess } from '@/lib/auth/permission';
import { collectScreens } from '@/lib/menu';
import { useSession } from '@/stores/session';

import { LazyScreen } from './LazyScreen';
import { PublicOnly, RequireSession } from './RequireSession';
import { DIRECTORY_REDIRECTS, FULL_PAGE_ROUTES, STATIC_ROUTES } from './static-routes';
import { StaticScreen } from './StaticScreen';
import RedirectPage from '../pages/RedirectPage';

// The shell is its own chunk: the sign-in page must not pay for the menu, tabs and header.
const AppLayout = lazy(() => import('@/shell/AppLayout'));
const FramePage = lazy(() => import('../pages/FramePage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const ForbiddenPage = lazy(() => import('../pages/ForbiddenPage'));
const LoginPage = lazy(() => import('@/features/system/login/LoginPage'));
const RegisterPage = lazy(() => import('@/features/system/login/RegisterPage'));

/**
 * The whole route table: public pages, then everything behind the session guard — static shell
 * routes, permission-gated routes and one route per screen of the user's `/getRouters` tree.
 */
export function AppRoutes() {
  const routers = useSession((s) => s.routers);
  const permissions = useSession((s) => s.permissions);
  const roles = useSession((s) => s.roles);
  const screens = useMemo(() => collectScreens(routers), [routers]);
  const staticRoutes = useMemo(
    () => STATIC_ROUTES.filter((r) => !r.access || checkAccess({ permissions, roles }, r.access)),
    [permissions, roles],
  );

  return (
    <Routes>
      <Route
        path="/login"
        element={
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        }
      />
      <Route
        path="/register"
        element={
          <PublicOnly>
            <RegisterPage />
          </PublicOnly>
        }
      />
      <Route path="/bind" element={<Navigate to="/login" replace />} />
      <Route path="/auth-redirect" element={<Navigate to="/login" replace />} />
      <Route path="/401" element={<ForbiddenPage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route element={<RequireSession />}>
        {FULL_PAGE_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={<LazyScreen pageKey={r.page} title="" />} />
        ))}
        <Route element={<AppLayout staticRoutes={staticRoutes} />}>
          <Route index element={<Navigate to="/index" replace />} />
          <Route path="/redirect/*" element={<RedirectPage />} />
          {Object.entries(DIRECTORY_REDIRECTS).map(([from, to]) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          {staticRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={<StaticScreen route={r} />} />
          ))}
          {screens.map((s) => (
            <Route
              key={s.path}
              path={s.path}
              element={
                s.componentKey === 'InnerLink' && s.link ? (
                  <FramePage src={s.link} title={s.title} />
                ) : (
                  <LazyScreen pageKey={s.componentKey} title={s.title} />
                )
              }
            />
          ))}
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
