import { Empty, Spin } from 'antd';
import { Suspense, type ReactNode } from 'react';

import { AD_STAT_MENU_IDS, AdStatView, type AdStatMenuId } from '@/components/cms/ad-stat';

import { OverviewView } from './baidu/OverviewView';
import { SourceView } from './baidu/SourceView';
import { TimeTrendView } from './baidu/TimeTrendView';
import { CatalogStatView } from './content/CatalogStatView';
import { DynamicStatView } from './content/DynamicStatView';
import { UserStatView } from './content/UserStatView';
import { statI18n } from './i18n';

/** The view of each statistics menu id the backend's tree lists (`StatMenu` types). */
const VIEWS: Record<string, () => ReactNode> = {
  BdSiteTrendOverview: () => <OverviewView />,
  BdSiteTimeTrend: () => <TimeTrendView />,
  BdSiteVisitSource: () => <SourceView kind="all" />,
  BdSiteEngineSource: () => <SourceView kind="engine" />,
  BdSiteSearchWordSource: () => <SourceView kind="word" />,
  ContentDynamicStat: () => <DynamicStatView />,
  ContentStatByCatalog: () => <CatalogStatView />,
  ContentStatByUser: () => <UserStatView />,
};

const isAdMenu = (id: string): id is AdStatMenuId => (AD_STAT_MENU_IDS as readonly string[]).includes(id);

/** The right side: the chosen entry's view; group nodes and unknown ids show a hint. */
export function StatView({ menu }: { menu: string | undefined }) {
  const t = statI18n.useT();
  const view = menu ? VIEWS[menu] : undefined;
  if (view) return <>{view()}</>;
  if (menu && isAdMenu(menu))
    return (
      <Suspense fallback={<Spin />}>
        <AdStatView menu={menu} />
      </Suspense>
    );
  return <Empty description={t('pickEntry')} />;
}
