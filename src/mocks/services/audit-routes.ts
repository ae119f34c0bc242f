/**
 * Routes for the System controllers: the usual route helper plus two things every such controller
 * needs, done here once instead of in each handler:
 *
 * - Operation log: POST/PUT/DELETE calls are recorded in sys_oper_log (like the backend's `@Log`),
 *   title and controller given once per module; the business type defaults from the HTTP verb
 *   (POST → INSERT, PUT → UPDATE, DELETE → DELETE) and the Java method name from the verb too.
 *   `log: false` skips a call (Excel exports, reads sent as POST); `log: {...}` overrides.
 * - Numeric path ids: a `{…Id}` / `{id}` segment that is not a number falls through to the next
 *   handler, so `/system/user/{userId}` never swallows `/system/user/profile` or `/system/user/list`
 *   whatever order the modules are registered in.
 *
 *   const route = auditedRoutes(ctx, { title: '用户管理', controller: 'SysUserController' });
 *   route.put('/system/user/resetPwd', { perm: 'system:user:resetPwd', log: { fn: 'resetPwd', saveArgs: false } }, …)
 */
import { http, type HttpHandler } from 'msw';

import { recordOperLog, requestArgs, type BusinessType, type OperLogSpec } from './operlog';
import type { Call, MockContext, Params, Resolver, ResolverResult, RouteOptions } from '../core/context';
import type { R } from '../core/envelope';
import { MockReply } from '../core/reply';
import { MOCK_API_PATTERN, runResolver } from '../core/route';

export interface LogOptions {
  type?: BusinessType;
  /** Java method name of the handler (default add / edit / remove by verb). */
  fn?: string;
  /** false = `isSaveRequestData = false`: the arguments (e.g. a password) are not stored. */
  saveArgs?: boolean;
  /** Module title when it differs from the controller's. */
  title?: string;
}

export interface AuditedRouteOptions extends RouteOptions {
  log?: LogOptions | false;
}

type Method = 'get' | 'post' | 'put' | 'delete';
type AuditedMethod = <P extends Params = Params>(
  path: string,
  options: AuditedRouteOptions,
  resolver: Resolver<P>,
) => HttpHandler;
export type AuditedRoutes = Record<Method, AuditedMethod>;

const DEFAULT_TYPE: Record<Method, BusinessType> = {
  get: 'OTHER',
  post: 'INSERT',
  put: 'UPDATE',
  delete: 'DELETE',
};
const DEFAULT_FN: Record<Method, string> = { get: 'list', post: 'add', put: 'edit', delete: 'remove' };

/** The envelope a resolver ended with, whether returned or thrown; undefined for raw responses. */
function replyOf(result: ResolverResult, thrown: unknown): R | undefined {
  if (thrown instanceof MockReply) return thrown.reply instanceof Response ? undefined : thrown.reply;
  if (thrown !== undefined)
    return { code: 500, msg: thrown instanceof Error ? thrown.message : String(thrown) };
  if (result instanceof Response) return undefined;
  return result ?? { code: 200, msg: 'SUCCESS' };
}

function audited<P extends Params>(spec: OperLogSpec, resolver: Resolver<P>): Resolver<P> {
  return async (c: Call<P>) => {
    const started = Date.now();
    const args = spec.saveArgs ? await requestArgs(c) : undefined;
    let result: ResolverResult;
    let thrown: unknown;
    try {
      result = await resolver(c);
    } catch (e) {
      thrown = e;
    }
    recordOperLog(c, spec, { reply: replyOf(result, thrown), args, costMs: Date.now() - started });
    if (thrown !== undefined) throw thrown;
    return result;
  };
}

const ID_PARAM = /(^id|Id)$/;

export function auditedRoutes(
  ctx: MockContext,
  module: { title: string; controller: string },
): AuditedRoutes {
  const pkg = module.controller.startsWith('Sys')
    ? 'com.chestnut.system.controller'
    : 'com.chestnut.controller';
  const make =
    (method: Method): AuditedMethod =>
    (path, options, resolver) => {
      const { log, ...routeOptions } = options;
      const logged =
        method === 'get' || log === false
          ? resolver
          : audited(
              {
                title: log?.title ?? module.title,
                businessType: log?.type ?? DEFAULT_TYPE[method],
                method: `${pkg}.${module.controller}.${log?.fn ?? DEFAULT_FN[method]}()`,
                saveArgs: log?.saveArgs !== false,
              },
              resolver,
            );
      return http[method](MOCK_API_PATTERN + path.replace(/\{(\w+)\}/g, ':$1'), ({ request, params }) => {
        const flat: Params = {};
        for (const [k, v] of Object.entries(params)) if (typeof v === 'string') flat[k] = v;
        const badId = Object.entries(flat).some(([k, v]) => ID_PARAM.test(k) && !/^\d+$/.test(v));
        // Returning nothing lets msw try the next handler (e.g. a literal path of another module).
        if (badId) return undefined;
        return runResolver(ctx, routeOptions, logged as Resolver, request, flat);
      });
    };
  return { get: make('get'), post: make('post'), put: make('put'), delete: make('delete') };
}
