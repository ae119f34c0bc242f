/**
 * StatController: the statistics menus (ids are the stat types, labels translated as `STAT.MENU.<id>`),
 * as the preference page's options and as the statistics screen's tree with the entry it opens first
 * (the user's `StatIndex` preference). `/stat/**` needs only a signed-in user.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { ok } from '../../core/envelope';

const STAT_MENUS: Record<string, string[]> = {
  CmsSiteStat: [
    'BdSiteTrendOverview',
    'BdSiteTimeTrend',
    'BdSiteVisitSource',
    'BdSiteEngineSource',
    'BdSiteSearchWordSource',
  ],
  CmsContentStat: ['ContentDynamicStat', 'ContentStatByCatalog', 'ContentStatByUser'],
  CmsAdv: ['CmsAdStat', 'CmsAdClickLog', 'CmsAdViewLog'],
};

const DEFAULT_MENU = 'BdSiteTrendOverview';

function menuNodes(c: Call) {
  return Object.entries(STAT_MENUS).map(([group, items]) => ({
    id: group,
    parentId: '0',
    label: c.t(`STAT.MENU.${group}`),
    children: items.map((id) => ({ id, parentId: group, label: c.t(`STAT.MENU.${id}`) })),
  }));
}

export function statMenuHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/stat/menu/options', (c) => ok(menuNodes(c))),
    route.get('/stat/menu/tree', (c) => {
      const preferred = c.user().preferences?.StatIndex;
      return ok({
        treeData: menuNodes(c),
        defaultMenu: typeof preferred === 'string' && preferred ? preferred : DEFAULT_MENU,
      });
    }),
  ];
}
