/**
 * The route helper: turns short resolvers into msw handlers with the backend's cross-cutting behaviour
 * (login check → 401, permission check → 403, MockReply early exits, uncaught errors → code 500,
 * NON_NULL JSON, optional latency).
 */
import { http, type HttpHandler } from 'msw';

import { findSession, hasPermission, permissionsOf } from './auth';
import type {
  Call,
  MockContextBase,
  Params,
  Resolver,
  ResolverResult,
  RouteOptions,
  Routes,
} from './context';
import { fail, paged, toJsonText } from './envelope';
import { localeOf, msg, translateLabel } from './i18n';
import { MockReply } from './reply';
import { assertValid, createValidators } from './validate';

/** The API base as an msw path pattern: matches absolute URLs of any origin ending in /prod-api/... */
export const MOCK_API_PATTERN = '*/prod-api';

const JSON_HEADERS = { 'Content-Type': 'application/json;charset=UTF-8' };

/** The envelope as an HTTP 200 JSON response (the backend answers errors with HTTP 200 too). */
export function jsonResponse(value: unknown, status = 200): Response {
  return new Response(toJsonText(value), { status, headers: JSON_HEADERS });
}

function toResponse(result: ResolverResult): Response {
  if (result instanceof Response) return result;
  return jsonResponse(result ?? { code: 200, msg: 'SUCCESS' });
}

/** `{dictType}` (docs/endpoints.md style) → `:dictType` (msw style). */
function toMswPath(path: string): string {
  return MOCK_API_PATTERN + path.replace(/\{(\w+)\}/g, ':$1');
}

function flatParams(raw: Record<string, string | readonly string[] | undefined>): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v !== undefined) out[k] = typeof v === 'string' ? v : v.join('/');
  }
  return out;
}

function createCall(ctx: MockContextBase, request: Request, params: Params): Call {
  const { db } = ctx;
  const url = new URL(request.url);
  const locale = localeOf(request);
  const t = (key: string, ...args: unknown[]) => msg(db, key, locale, ...args);
  const optionalSession = () => findSession(db, request);
  const session = () => {
    const s = optionalSession();
    if (!s) throw new MockReply(fail(t('ERRCODE.SECURITY.NOT_LOGIN'), 401));
    s.lastActiveTime = db.now();
    return s;
  };
  const permissions = () => permissionsOf(db, session().userId);
  let bodyText: Promise<string> | undefined;
  const call: Call = {
    request,
    params,
    url,
    query: url.searchParams,
    locale,
    db,
    ctx,
    header: (name) => request.headers.get(name),
    t,
    label: (text, fieldKey) => translateLabel(db, text, locale, fieldKey),
    error: (key, ...args) => {
      throw new MockReply(fail(t(key, ...args)));
    },
    session,
    optionalSession,
    user: () => {
      const { userId } = session();
      const user = db.tables.users.find((u) => u.userId === userId);
      if (!user) throw new MockReply(fail(t('ERRCODE.SECURITY.NOT_LOGIN'), 401));
      return user;
    },
    permissions,
    hasPerm: (required) => hasPermission(permissions(), required),
    requirePerm: (required) => {
      if (hasPermission(permissions(), required)) return;
      const shown = typeof required === 'string' ? required : required.join(' | ');
      throw new MockReply(fail(t('ERRCODE.SECURITY.NOT_PERMISSION', shown), 403));
    },
    validate: (checks) => assertValid(checks(createValidators(db, locale))),
    body: async <T>() => {
      bodyText ??= request.clone().text();
      const text = await bodyText;
      if (!text.trim()) return {} as T;
      try {
        return JSON.parse(text) as T;
      } catch (e) {
        throw new MockReply(fail(`JSON parse error: ${(e as Error).message}`));
      }
    },
    form: () => request.clone().formData() as Promise<FormData>,
    page: (rows) => paged(rows, url),
  };
  return call;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs one resolver with auth checks and error mapping. Exported for handlers built without `route`. */
export async function runResolver(
  ctx: MockContextBase,
  options: RouteOptions,
  resolver: Resolver,
  request: Request,
  params: Params,
): Promise<Response> {
  if (ctx.options.latencyMs) await sleep(ctx.options.latencyMs);
  const call = createCall(ctx, request, params);
  try {
    if (!options.public) call.session();
    if (options.perm !== undefined) call.requirePerm(options.perm);
    return toResponse(await resolver(call));
  } catch (e) {
    if (e instanceof MockReply) return toResponse(e.reply);
    // The backend turns uncaught exceptions into code 500 with the exception message.
    console.error('[mock] handler error', request.method, request.url, e);
    return jsonResponse(fail(e instanceof Error ? e.message : String(e)));
  }
}

export function createRoutes(ctx: MockContextBase): Routes {
  const make =
    (method: keyof typeof http & keyof Routes) =>
    (path: string, a: RouteOptions | Resolver, b?: Resolver): HttpHandler => {
      const options = typeof a === 'function' ? {} : a;
      const resolver = (typeof a === 'function' ? a : b) as Resolver;
      return http[method](toMswPath(path), ({ request, params }) =>
        runResolver(ctx, options, resolver, request, flatParams(params)),
      );
    };
  return {
    get: make('get'),
    post: make('post'),
    put: make('put'),
    delete: make('delete'),
    head: make('head'),
    all: make('all'),
  } as Routes;
}
