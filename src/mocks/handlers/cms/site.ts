/** Sites (SiteController). So far only the current site the header's site selector needs. */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import { currentSite } from '../../services/sites';

export function siteHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/cms/site/getCurrentSite', (c) => {
      const site = currentSite(c);
      return ok({ siteId: site.siteId, siteName: site.name });
    }),
  ];
}
