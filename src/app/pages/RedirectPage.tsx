import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * `/redirect/<path>` re-enters `<path>` (with the same query): the tab "refresh" action routes through
 * here so the page is mounted afresh.
 */
export default function RedirectPage() {
  const params = useParams();
  const location = useLocation();
  const target = `/${params['*'] ?? ''}`.replace(/\/{2,}/g, '/');
  return <Navigate to={`${target}${location.search}`} replace />;
}
