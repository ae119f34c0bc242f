import { type QueryClient, queryOptions } from '@tanstack/react-query';

import { dashboardApi, dashboardKeys } from '@/api/cms/dashboard';
import { serverApi, serverKeys } from '@/api/monitor/server';
import { profileApi, profileKeys } from '@/api/system/profile';

import { homeApi, homeKeys } from './api';

/**
 * Home's calls, none asking a permission beyond login: shared by the cards that show them and by
 * `prefetchHome`, so both use one key and one fetcher. The site's counts and its Baidu sites are the
 * current site's: the server takes it from the `CurrentSite` header, or its fallback when the header is
 * missing or not the user's, as it does for the frame's `getCurrentSite`, so they answer for the site
 * the frame then shows.
 */
export const homeQueries = {
  info: queryOptions({ queryKey: profileKeys.extra('homeInfo'), queryFn: profileApi.homeInfo }),
  shortcuts: queryOptions({ queryKey: profileKeys.extra('shortcuts'), queryFn: profileApi.shortcuts }),
  server: queryOptions({ queryKey: serverKeys.extra('dashboard'), queryFn: serverApi.dashboard }),
  config: queryOptions({ queryKey: dashboardKeys.extra('config'), queryFn: dashboardApi.config }),
  siteStat: queryOptions({ queryKey: dashboardKeys.extra('siteStat'), queryFn: dashboardApi.siteStat }),
  baiduSites: queryOptions({ queryKey: homeKeys.extra('baiduSites'), queryFn: homeApi.baiduSites }),
};

/**
 * Asks Home's calls while the session loads (the route guard calls it with the token, see
 * `PageModule.prefetch`): they travel with `/getInfo` and `/getRouters`, and Home's first render finds
 * its data instead of a skeleton and another round trip. Resolves once the user card's reply is in:
 * the frame waits for that one only, since the browser sends at most six calls to a host at once
 * (HTTP/1.1) and the last of eight would cost it a whole round trip more.
 */
export function prefetchHome(client: QueryClient): Promise<unknown> {
  const { info, shortcuts, server, config, siteStat, baiduSites } = homeQueries;
  const userCard = client.prefetchQuery(info);
  void client.prefetchQuery(shortcuts);
  void client.prefetchQuery(server);
  void client.prefetchQuery(config);
  void client.prefetchQuery(siteStat);
  void client.prefetchQuery(baiduSites);
  return userCard;
}
