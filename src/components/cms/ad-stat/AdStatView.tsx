import { AdEventLogList } from './AdEventLogList';
import { AdOverview } from './AdOverview';

/** The statistics menu entries of the advertising module (`STAT.MENU.*` ids the backend returns). */
export type AdStatMenuId = 'CmsAdStat' | 'CmsAdClickLog' | 'CmsAdViewLog';

/** One advertising statistics view, as the statistics screen mounts it for a menu entry. */
export default function AdStatView({ menu }: { menu: AdStatMenuId }) {
  if (menu === 'CmsAdClickLog') return <AdEventLogList key="click" kind="click" />;
  if (menu === 'CmsAdViewLog') return <AdEventLogList key="view" kind="view" />;
  return <AdOverview />;
}
