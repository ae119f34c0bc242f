import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { useSession } from '@/stores/session';

import { LazyScreen } from './LazyScreen';
import { ForbiddenRoute, NotFoundRoute } from './result-pages';
import { staticRouteOutcome } from './static-access';
import type { StaticRoute } from './static-routes';

/**
 * A console-declared route. Its `access` rule and `(\d+)` params are enforced here (React Router has
 * no regex params, and the data router's table is fixed before the session is known): a malformed
 * param is a 404, a user without access gets the 401 page, both inside the frame with the URL kept.
 */
export function StaticScreen({ route }: { route: StaticRoute }) {
  const { t } = useTranslation('app');
  const params = useParams();
  const permissions = useSession((s) => s.permissions);
  const roles = useSession((s) => s.roles);
  const outcome = staticRouteOutcome(route, params, { permissions, roles });
  if (outcome === 'not-found') return <NotFoundRoute embedded />;
  if (outcome === 'forbidden') return <ForbiddenRoute embedded />;
  return <LazyScreen pageKey={route.page} title={t(`routes.${route.titleKey}`)} />;
}
