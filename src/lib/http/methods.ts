import type { Method } from 'axios';

import { requestEnvelope, toConfig } from './client';
import type { Envelope, PageResult, RawPage, RequestOptions } from './types';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * The one conversion point of paged replies: `total` is a Java long, so it arrives as a string
 * (docs/backend-contract.md); screens get a number. A missing `data` reads as an empty page.
 */
export function toPage<T>(raw: RawPage<T> | undefined | null): PageResult<T> {
  const total = Number(raw?.total ?? 0);
  return { rows: raw?.rows ?? [], total: Number.isFinite(total) ? total : 0 };
}

function envelope<T>(
  method: HttpMethod,
  url: string,
  payload?: unknown,
  opts?: RequestOptions,
): Promise<Envelope<T>> {
  const config = toConfig(method as Method, url, opts);
  // GET carries its payload as query params; every other verb as a JSON body (DELETE included: docs/backend-contract.md).
  if (method === 'get') config.params = payload;
  else config.data = payload;
  return requestEnvelope<T>(config);
}

async function unwrap<T>(
  method: HttpMethod,
  url: string,
  payload?: unknown,
  opts?: RequestOptions,
): Promise<T> {
  return (await envelope<T>(method, url, payload, opts)).data as T;
}

/**
 * JSON calls of the whole app. Each resolves `envelope.data` and rejects with an ApiError whose
 * `shown` says whether the user already saw a message (see envelope.ts and transport.ts for the policy).
 */
export const http = {
  get: <T>(url: string, params?: object, opts?: RequestOptions) => unwrap<T>('get', url, params, opts),
  post: <T>(url: string, body?: unknown, opts?: RequestOptions) => unwrap<T>('post', url, body, opts),
  put: <T>(url: string, body?: unknown, opts?: RequestOptions) => unwrap<T>('put', url, body, opts),
  delete: <T>(url: string, body?: unknown, opts?: RequestOptions) => unwrap<T>('delete', url, body, opts),
  page: async <T>(url: string, params?: object, opts?: RequestOptions): Promise<PageResult<T>> =>
    toPage(await unwrap<RawPage<T> | undefined>('get', url, params, opts)),
  /** The raw envelope, for the rare caller that needs `msg` of a success. */
  envelope,
};
