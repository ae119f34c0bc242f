/** The static-publish queue (PublishLogController): the header's publish-task counter. */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { ok } from '../../core/envelope';

export function publishHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    // A Java long: sent as a string.
    route.get('/cms/publish/taskCount', (c) => ok(String(c.db.tables.publishQueue.length))),
    route.delete('/cms/publish/clear', (c) => {
      c.db.tables.publishQueue = [];
    }),
  ];
}
