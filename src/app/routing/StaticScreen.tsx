import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';

import { LazyScreen } from './LazyScreen';
import type { StaticRoute } from './static-routes';

/** A console-declared route; `(\d+)` params are enforced here (React Router has no regex params). */
export function StaticScreen({ route }: { route: StaticRoute }) {
  const { t } = useTranslation('app');
  const params = useParams();
  const badParam = route.digitParams?.some((name) => !/^\d+$/.test(params[name] ?? ''));
  if (badParam) return <Navigate to="/404" replace />;
  return <LazyScreen pageKey={route.page} title={t(`routes.${route.titleKey}`)} />;
}
