/** Dictionary reads used by every screen: GET /system/dict/data/type/{dictType}. */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import { dictItems } from '../../services/dicts';

export function dictHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get<{ dictType: string }>('/system/dict/data/type/{dictType}', (c) =>
      ok(dictItems(c, c.params.dictType)),
    ),
  ];
}
