import type { RouterVO } from '@/lib/auth/types';
import { loadConsoleStrings } from '@/lib/i18n';
import { preloadable } from '@/lib/preloadable';

import { loadConsoleStyles } from './console-styles';
import { prefetchScreenCode } from './prefetch-screen';

/** The frame's chunk: `routes.tsx` renders it lazily, and sign-in fetches it ahead (below). */
export const appLayout = preloadable(() => import('@/shell/AppLayout'));
export const loadAppLayout = appLayout.load;

const ignore = () => undefined;

/**
 * Starts fetching what the console needs to show `pathname` — the frame, the screen's code and the
 * console strings — all at once, instead of one after another as each lazy part renders and asks for
 * the next (each such step is a network round trip plus a parse), and antd's prebuilt styles for the
 * console. Loading is idempotent: a module or
 * string table already there or on its way is not fetched again, and a failure is left for the
 * render that needs the part to report.
 */
export function prefetchScreen(pathname: string, routers: readonly RouterVO[] = []): void {
  void loadAppLayout().catch(ignore);
  void loadConsoleStrings().catch(ignore);
  void loadConsoleStyles();
  prefetchScreenCode(pathname, routers);
}
