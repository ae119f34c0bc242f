/**
 * Runs the msw handlers for a Node HTTP request: IncomingMessage → Fetch Request → msw getResponse →
 * ServerResponse. Shared by the Vite dev-server middleware and the standalone server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { getResponse, type RequestHandler } from 'msw';

/** The prefix the handlers are written for (MOCK_API_PATTERN is `*` + this). */
export const MOCK_API_BASE = '/prod-api';

export interface AdapterOptions {
  /** Origin used to build absolute URLs, e.g. "http://127.0.0.1:4310". */
  origin: string;
  /** The client's API base when it is not /prod-api (e.g. /dev-api); rewritten to /prod-api. */
  apiBase?: string;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

export async function toFetchRequest(req: IncomingMessage, options: AdapterOptions): Promise<Request> {
  let path = req.url ?? '/';
  const base = options.apiBase ?? MOCK_API_BASE;
  if (
    base !== MOCK_API_BASE &&
    (path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`))
  ) {
    path = MOCK_API_BASE + path.slice(base.length);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo headers (":path") are not valid Fetch header names.
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  const remote = req.socket.remoteAddress;
  if (remote && !headers.has('x-forwarded-for'))
    headers.set('x-forwarded-for', remote.replace(/^::ffff:/, ''));
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(path, options.origin), {
    method,
    headers,
    body: body && body.length > 0 ? body : undefined,
  });
}

export async function writeResponse(res: ServerResponse, response: Response, method = 'GET'): Promise<void> {
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!res.hasHeader('content-length')) res.setHeader('content-length', bytes.length);
  res.end(method === 'HEAD' ? undefined : bytes);
}

/** HTTP 404 with an envelope, for API paths no handler matches. */
export function notFoundResponse(request: Request): Response {
  const { pathname } = new URL(request.url);
  return new Response(JSON.stringify({ code: 404, msg: `No mock for ${request.method} ${pathname}` }), {
    status: 404,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
  });
}

/** Answers one API request from `handlers`; resolves with the Fetch request that was handled. */
export async function handleApiRequest(
  handlers: readonly RequestHandler[],
  req: IncomingMessage,
  res: ServerResponse,
  options: AdapterOptions,
): Promise<Request> {
  const request = await toFetchRequest(req, options);
  const response = (await getResponse([...handlers], request)) ?? notFoundResponse(request);
  await writeResponse(res, response, request.method);
  return request;
}

/** Whether a raw request URL is under the API base. */
export function isApiPath(url: string | undefined, apiBase = MOCK_API_BASE): boolean {
  const path = (url ?? '').split('?')[0] ?? '';
  return path === apiBase || path.startsWith(`${apiBase}/`);
}
