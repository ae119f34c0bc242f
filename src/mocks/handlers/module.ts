import type { HttpHandler } from 'msw';

import type { MockContext } from '../core/context';

/** One backend controller group's handlers: `(ctx) => HttpHandler[]`. */
export type HandlerModule = (ctx: MockContext) => HttpHandler[];
