import { createBrowserRouter } from 'react-router-dom';

import { ROUTER_BASENAME } from '@/lib/utils/redirect';

import { APP_ROUTES } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The console's data router over the browser history (a data router is what lets pages block leaving). */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(APP_ROUTES, { basename: ROUTER_BASENAME });
}
