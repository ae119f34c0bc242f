import { matchPath } from 'react-router-dom';

import type { RouterVO } from '@/lib/auth/types';
import { loadConsoleStrings } from '@/lib/i18n';
import { collectScreens } from '@/lib/menu';

import { pageLoader } from './page-registry';
import { STATIC_ROUTES } from './static-routes';

/** The frame's chunk: `routes.tsx` renders it lazily, and sign-in fetches it ahead (below). */
export const loadAppLayout = () => import('@/shell/AppLayout');

/** The page a console path opens: one of the console's own routes, else a screen of the user's menu. */
function pageKeyFor(pathname: string, routers: readonly RouterVO[]): string | undefined {
  const own = STATIC_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  if (own) return own.page;
  return collectScreens(routers).find((s) => matchPath({ path: s.path, end: true }, pathname))?.componentKey;
}

const ignore = () => undefined;

/**
 * Starts fetching what the console needs to show `pathname` — the frame, the screen's code and the
 * console strings — all at once, instead of one after another as each lazy part renders and asks for
 * the next (each such step is a network round trip plus a parse). Loading is idempotent: a module or
 * string table already there or on its way is not fetched again, and a failure is left for the
 * render that needs the part to report.
 */
export function prefetchScreen(pathname: string, routers: readonly RouterVO[] = []): void {
  void loadAppLayout().catch(ignore);
  void loadConsoleStrings().catch(ignore);
  const key = pageKeyFor(pathname, routers);
  const loader = key ? pageLoader(key) : null;
  if (loader) void loader().catch(ignore);
}
