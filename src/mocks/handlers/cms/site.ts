/** Sites (SiteController): the paged list and the current site the header's site selector uses. */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { ok, paged } from '../../core/envelope';
import { currentSite } from '../../services/sites';

export function siteHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/cms/site/getCurrentSite', (c) => {
      const site = currentSite(c);
      return ok({ siteId: site.siteId, siteName: site.name });
    }),
    route.post<{ siteId: string }>('/cms/site/setCurrentSite/{siteId}', (c) => {
      const { siteId } = c.params;
      c.requirePerm(`Site:View:${siteId}`);
      const site = c.db.tables.sites.find((s) => s.siteId === siteId);
      if (!site) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'siteId', siteId);
      // Nothing is stored server-side: the client sends the id back as the CurrentSite header.
      return ok({ siteId: site.siteId, siteName: site.name });
    }),
    route.get('/cms/site/list', { perm: 'cms:site:view' }, (c) => {
      const rows = [...c.db.tables.sites].sort((a, b) => a.sortFlag - b.sortFlag);
      const byName = c.query.get('siteName')?.trim().toLowerCase();
      const matching = byName ? rows.filter((s) => s.name.toLowerCase().includes(byName)) : rows;
      // 1.5.5: the page is cut first, then filtered by Site:View; total stays the unfiltered count.
      const page = paged(matching, c.url);
      const data = page.data;
      return data
        ? { ...page, data: { ...data, rows: data.rows.filter((s) => c.hasPerm(`Site:View:${s.siteId}`)) } }
        : page;
    }),
  ];
}
