import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';

import { checkAccess } from '@/lib/auth/permission';
import { useSession } from '@/stores/session';

import { LazyScreen } from './LazyScreen';
import type { StaticRoute } from './static-routes';

/**
 * A console-declared route. Its `access` rule and `(\d+)` params are enforced here (React Router has
 * no regex params, and the data router's table is fixed before the session is known): a user
 * without access, or a malformed param, gets the 404 page as for an unknown path.
 */
export function StaticScreen({ route }: { route: StaticRoute }) {
  const { t } = useTranslation('app');
  const params = useParams();
  const permissions = useSession((s) => s.permissions);
  const roles = useSession((s) => s.roles);
  const denied = route.access && !checkAccess({ permissions, roles }, route.access);
  const badParam = route.digitParams?.some((name) => !/^\d+$/.test(params[name] ?? ''));
  if (denied || badParam) return <Navigate to="/404" replace />;
  return <LazyScreen pageKey={route.page} title={t(`routes.${route.titleKey}`)} />;
}
