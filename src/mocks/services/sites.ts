/** CMS site visibility and the `CurrentSite` header fallback shared by every CMS handler. */
import type { Call } from '../core/context';
import type { CmsSite } from '../db';

export const CURRENT_SITE_HEADER = 'CurrentSite';

/** Sites the user holds `Site:View:<id>` for (all of them for the super admin), by sort flag. */
export function viewableSites(c: Call): CmsSite[] {
  return [...c.db.tables.sites]
    .sort((a, b) => a.sortFlag - b.sortFlag)
    .filter((s) => c.hasPerm(`Site:View:${s.siteId}`));
}

/**
 * `ISiteService.getCurrentSite(request)`: the header's site when valid and viewable, else the first
 * viewable site; code 500 NO_SITE when there is none (1.5.5 never fails on a missing header).
 */
export function currentSite(c: Call): CmsSite {
  const sites = viewableSites(c);
  const wanted = c.header(CURRENT_SITE_HEADER);
  const site = sites.find((s) => s.siteId === wanted) ?? sites[0];
  if (!site) c.error('ERRCODE.CMS.CONTENTCORE.NO_SITE');
  return site;
}
