/** GET /system/config/configKey/{configKey}: the value string (data absent for an unknown key). */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { ok } from '../../core/envelope';

export function configHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get<{ configKey: string }>('/system/config/configKey/{configKey}', (c) =>
      ok(c.db.config(c.params.configKey)),
    ),
  ];
}
