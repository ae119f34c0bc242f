import type { R } from '@/mocks';

/** The API base as the console calls it from the jsdom origin. */
export const API = 'http://localhost/prod-api';

export interface CallInit extends RequestInit {
  token?: string;
  locale?: string;
  json?: unknown;
}

/** fetch() against the mock with the console's headers; returns the raw Response. */
export function request(path: string, init: CallInit = {}): Promise<Response> {
  const { token, locale, json, headers, ...rest } = init;
  const h = new Headers(headers);
  if (token) h.set('Authorization', `Bearer ${token}`);
  if (locale) h.set('Accept-Language', locale);
  if (json !== undefined) h.set('Content-Type', 'application/json');
  return fetch(`${API}${path}`, {
    ...rest,
    headers: h,
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
}

/** fetch() and parse the envelope. */
export async function call<T = unknown>(path: string, init: CallInit = {}): Promise<R<T>> {
  const res = await request(path, init);
  return (await res.json()) as R<T>;
}
