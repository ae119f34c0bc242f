/**
 * The content list's index and SEO actions: ContentIndexController's "Create Index" and
 * SitePushController's Baidu push.
 */
import type { HttpHandler } from 'msw';

import { contentsByIds } from './content-support';
import type { MockContext } from '../../core/context';
import { idList } from '../../core/crud';
import { ok } from '../../core/envelope';
import { currentSite } from '../../services/sites';

/** Baidu's daily push quota of a site (the answer's `remain` counts down from it). */
const BAIDU_DAILY_QUOTA = 3000;

export function seoHandlers(ctx: MockContext): HttpHandler[] {
  return [
    // ContentIndexController (the list's "Create Index"): the mock keeps no search index, the content must exist.
    ctx.route.post<{ contentId: string }>(
      '/cms/search/build/{contentId}',
      { perm: 'cms:contentindex:view' },
      (c) => {
        contentsByIds(c, [c.params.contentId]);
      },
    ),
    // SitePushController: one result per enabled publish pipe; only published contents have a page to push.
    ctx.route.post('/cms/seo/baidu_push', {}, async (c) => {
      const site = currentSite(c);
      const rows = contentsByIds(c, idList(await c.body<unknown>()));
      const pushed = rows.filter((r) => r.siteId === site.siteId && r.status === '30').length;
      const pipes = c.db.tables.publishPipes
        .filter((p) => p.siteId === site.siteId && p.state === '0')
        .sort((a, b) => a.sort - b.sort);
      return ok(
        pipes.map((p) => ({ publishPipeCode: p.code, success: pushed, remain: BAIDU_DAILY_QUOTA - pushed })),
      );
    }),
  ];
}
