/**
 * What every handler module receives (`(ctx: MockContext) => HttpHandler[]`) and what every resolver
 * receives per request (`Call`). Implemented in ./route.ts.
 */
import type { HttpHandler } from 'msw';

import type { MockDb, Session, SysUser } from '../db';
import type { R, TableData } from './envelope';
import type { Locale } from './i18n';
import type { Validators } from './validate';

export interface MockOptions {
  /** false forces the captcha off whatever config SysCaptchaEnable says. */
  captcha?: boolean;
  /** Delay added to every reply, to see loading states in the dev server. */
  latencyMs?: number;
  /** Adds GET /prod-api/__mock/captcha/{uuid} (answers), for automated browser tests only. */
  exposeCaptcha?: boolean;
}

export interface MockContextBase {
  db: MockDb;
  options: MockOptions;
  /** A translated server message (the server's message bundles, seed/data/messages.json, + sys_i18n_dict), `{0}` placeholders filled. */
  msg(key: string, locale: Locale, ...args: unknown[]): string;
  /** Config SysCaptchaEnable (default true) unless the backend was created with `captcha: false`. */
  captchaEnabled(): boolean;
}

export interface MockContext extends MockContextBase {
  route: Routes;
}

/** Path parameters, one string each. */
export type Params = Record<string, string>;

/** The per-request toolbox handed to resolvers. */
export interface Call<P extends Params = Params> {
  request: Request;
  params: P;
  url: URL;
  query: URLSearchParams;
  locale: Locale;
  db: MockDb;
  ctx: MockContextBase;
  header(name: string): string | null;
  /** Translates a message key for this request's locale. */
  t(key: string, ...args: unknown[]): string;
  /** Translates a stored label (`{KEY}` placeholder or @I18nField key), see core/i18n translateLabel. */
  label(text: string, fieldKey?: string): string;
  /** Throws code 500 with the translated message of `key` (an ErrorCode such as ERR.SYS.USER_NOT_EXISTS). */
  error(key: string, ...args: unknown[]): never;
  /** The logged-in session; throws the 401 reply when there is none. */
  session(): Session;
  /** The session if the request carries a valid token, without failing. */
  optionalSession(): Session | undefined;
  user(): SysUser;
  permissions(): string[];
  hasPerm(required: string | readonly string[]): boolean;
  /** Throws the 403 reply unless the user holds the key (array = any of them). */
  requirePerm(required: string | readonly string[]): void;
  /** Runs bean-validation style checks; throws one reply with all failures joined by "\n". */
  validate(checks: (v: Validators) => (string | undefined)[]): void;
  /** The JSON body (`{}` when empty); a malformed body is a code-500 reply like Spring's. */
  body<T = Record<string, unknown>>(): Promise<T>;
  /** multipart/form-data or x-www-form-urlencoded body. */
  form(): Promise<FormData>;
  /** `paged(rows, url)` for this request. */
  page<T>(rows: readonly T[]): R<TableData<T>>;
}

/** What a resolver may return: an envelope, a raw Response (files, empty bodies), or nothing (= ok()). */
export type ResolverResult = R | Response | undefined | void;
export type Resolver<P extends Params = Params> = (call: Call<P>) => ResolverResult | Promise<ResolverResult>;

export interface RouteOptions {
  /** No login needed (permission column `public`). Default: a valid token is required. */
  public?: boolean;
  /** Permission key(s) required; an array means any of them (`a | b`). */
  perm?: string | readonly string[];
}

type RouteMethod = {
  <P extends Params = Params>(path: string, resolver: Resolver<P>): HttpHandler;
  <P extends Params = Params>(path: string, options: RouteOptions, resolver: Resolver<P>): HttpHandler;
};

/**
 * msw handlers under the API base. Paths are written as in docs/endpoints.md, `{param}` or `:param` both work:
 * `route.get('/system/dict/data/type/{dictType}', (c) => ok(...))`.
 */
export interface Routes {
  get: RouteMethod;
  post: RouteMethod;
  put: RouteMethod;
  delete: RouteMethod;
  head: RouteMethod;
  all: RouteMethod;
}
