/** The static-publish queue (PublishLogController): GET /cms/publish/taskCount for the header counter. */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { ok } from '../../core/envelope';

export function publishHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  // A Java long: sent as a string.
  return [route.get('/cms/publish/taskCount', (c) => ok(String(c.db.tables.publishQueue.length)))];
}
