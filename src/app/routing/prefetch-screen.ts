import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';

import type { RouterVO } from '@/lib/auth/types';
import { collectScreens } from '@/lib/menu';

import { pageLoaded, pageLoader } from './page-registry';
import { STATIC_ROUTES } from './static-routes';

/** The page a console path opens: one of the console's own routes, else a screen of the user's menu. */
function pageKeyFor(target: string, routers: readonly RouterVO[]): string | undefined {
  // A sign-in target may carry a query (`/index?from=mail`).
  const pathname = target.split(/[?#]/)[0] ?? target;
  const own = STATIC_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  if (own) return own.page;
  return collectScreens(routers).find((s) => matchPath({ path: s.path, end: true }, pathname))?.componentKey;
}

const ignore = () => undefined;

/** Whether the code of the screen at `pathname` (one of the console's own routes) is in. */
export function screenCodeLoaded(pathname: string): boolean {
  const key = pageKeyFor(pathname, []);
  return key !== undefined && pageLoaded(key);
}

/**
 * Starts fetching the code of the screen at `pathname` alone: the menu calls it when the pointer rests
 * on an entry, so by the click (100-300 ms later) the screen's chunk is there or on its way.
 */
export function prefetchScreenCode(pathname: string, routers: readonly RouterVO[]): void {
  const key = pageKeyFor(pathname, routers);
  const loader = key ? pageLoader(key) : null;
  if (loader) void loader().catch(ignore);
}

/**
 * Starts the screen's code and, once it is in, the calls the screen declares as its first data
 * (`PageModule.prefetch`), so those calls travel with `/getInfo` and `/getRouters` rather than after
 * the screen's first render. Resolves (never rejects) once the code and those replies are in, or
 * have failed: the screen then handles its own errors.
 */
export function prefetchScreenData(
  pathname: string,
  routers: readonly RouterVO[],
  client: QueryClient,
): Promise<void> {
  const key = pageKeyFor(pathname, routers);
  const loader = key ? pageLoader(key) : null;
  if (!loader) return Promise.resolve();
  return loader()
    .then((page) => page.prefetch?.(client))
    .then(ignore, ignore);
}
