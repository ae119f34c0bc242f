import { lazy } from 'react';

export type { AdStatMenuId } from './AdStatView';

/** The advertising statistics (menu ids CmsAdStat, CmsAdClickLog, CmsAdViewLog), loaded on first render. */
export const AdStatView = lazy(() => import('./AdStatView'));

/** The statistics menu ids this module draws. */
export const AD_STAT_MENU_IDS = ['CmsAdStat', 'CmsAdClickLog', 'CmsAdViewLog'] as const;
