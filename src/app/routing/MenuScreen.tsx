import { lazy, Suspense, useMemo } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

import { collectScreens } from '@/lib/menu';
import { useSession } from '@/stores/session';

import { LazyScreen, PageFallback } from './LazyScreen';
import { NotFoundRoute } from './result-pages';

const FramePage = lazy(() => import('../pages/FramePage'));

/**
 * The layout's catch-all route: the screen of the signed-in user's `/getRouters` tree at this path
 * (the route table of a data router is built once, before the menu is known), else the 404 page
 * inside the frame: the sidebar, header and tabs stay, and so does the URL the user opened.
 */
export function MenuScreen() {
  const { pathname } = useLocation();
  const routers = useSession((s) => s.routers);
  const screens = useMemo(() => collectScreens(routers), [routers]);
  const screen = screens.find((s) => matchPath({ path: s.path, end: true }, pathname));
  if (!screen) return <NotFoundRoute embedded />;
  if (screen.componentKey === 'InnerLink' && screen.link) {
    return (
      <Suspense fallback={<PageFallback />}>
        <FramePage src={screen.link} title={screen.title} />
      </Suspense>
    );
  }
  return <LazyScreen pageKey={screen.componentKey} title={screen.title} />;
}
