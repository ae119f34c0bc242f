import { type QueryClient, queryOptions } from '@tanstack/react-query';

import { dashboardApi, dashboardKeys } from '@/api/cms/dashboard';
import { serverApi, serverKeys } from '@/api/monitor/server';
import { profileApi, profileKeys } from '@/api/system/profile';

/**
 * Home's calls that depend on nothing but the signed-in user (no site, no permission beyond login):
 * shared by the cards that show them and by `prefetchHome`, so both use one key and one fetcher.
 */
export const homeQueries = {
  info: queryOptions({ queryKey: profileKeys.extra('homeInfo'), queryFn: profileApi.homeInfo }),
  shortcuts: queryOptions({ queryKey: profileKeys.extra('shortcuts'), queryFn: profileApi.shortcuts }),
  server: queryOptions({ queryKey: serverKeys.extra('dashboard'), queryFn: serverApi.dashboard }),
  config: queryOptions({ queryKey: dashboardKeys.extra('config'), queryFn: dashboardApi.config }),
};

/**
 * Asks Home's calls while the session loads (the route guard calls it with the token, see
 * `PageModule.prefetch`): they travel with `/getInfo` and `/getRouters`, and Home's first render finds
 * its data instead of a skeleton and another round trip. The site statistics wait for the render: they
 * follow the current site, which the frame may still change.
 */
export function prefetchHome(client: QueryClient): void {
  void client.prefetchQuery(homeQueries.info);
  void client.prefetchQuery(homeQueries.shortcuts);
  void client.prefetchQuery(homeQueries.server);
  void client.prefetchQuery(homeQueries.config);
}
