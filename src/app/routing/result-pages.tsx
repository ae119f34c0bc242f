import { lazy, Suspense } from 'react';

import { PageFallback } from './LazyScreen';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const ForbiddenPage = lazy(() => import('../pages/ForbiddenPage'));

/** The 404 page as a route element: the whole page, or inside the console's frame (`embedded`). */
export function NotFoundRoute({ embedded = false }: { embedded?: boolean }) {
  return (
    <Suspense fallback={<PageFallback />}>
      <NotFoundPage embedded={embedded} />
    </Suspense>
  );
}

/** The 401 page ("no permission") as a route element. */
export function ForbiddenRoute({ embedded = false }: { embedded?: boolean }) {
  return (
    <Suspense fallback={<PageFallback />}>
      <ForbiddenPage embedded={embedded} />
    </Suspense>
  );
}
