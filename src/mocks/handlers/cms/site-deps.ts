/**
 * Small read endpoints of other CMS controllers that the site editor loads and no other handler module
 * answers yet: content types, hot-word-group options and sitemap generation (the
 * Baidu statistics token refresh is in ../stat/baidu.ts). A module registered earlier answers first.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { startAsyncTask } from '../../services/async-tasks';
import { currentSite } from '../../services/sites';

const CONTENT_TYPES = ['article', 'image', 'audio', 'video'];

export function siteDepsHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/cms/catalog/getContentTypes', { public: true }, (c) =>
      ok(CONTENT_TYPES.map((id) => ({ id, name: c.t(`CMS.CONTENTCORE.CONTENT_TYPE.${id}`) }))),
    ),
    // /cms/dynamicPageTypes (with the request args): handlers/cms/dynamic-page.ts.
    // The seed has no hot-word groups yet: the option list is empty (ex-models: ./exmodel).
    route.get('/cms/hotword/group/options', (c) => {
      currentSite(c);
      return table([]);
    }),
    route.post('/cms/seo/sitemap', (c) => {
      const siteId = c.query.get('siteId') ?? '';
      const taskId = startAsyncTask(c.db, {
        taskId: `Sitemap-${siteId}`,
        type: 'Sitemap',
        durationMs: 2000,
        locale: c.locale,
      });
      return taskId === undefined
        ? c.error('ERR.COMMON.ASYNC_TASK_RUNNING', `Sitemap-${siteId}`)
        : ok(taskId);
    }),
  ];
}
