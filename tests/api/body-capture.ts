import { setToken } from '@/lib/auth/token';

import { mockLogin, server } from '../msw-server';

/** A request body the API layer sent, parsed from JSON. */
export interface SentBody {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Signs the admin in (token only) and records the JSON body of every API write of the test, so a test
 * can compare the fields a save sends with the fields of the backend's body class.
 */
export function captureWrites(): { sent: () => Promise<SentBody[]> } {
  setToken(mockLogin('admin'));
  const pending: Promise<SentBody | undefined>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' || !url.pathname.startsWith('/prod-api')) return;
    const path = url.pathname.replace('/prod-api', '');
    pending.push(
      request
        .clone()
        .text()
        .then((text) =>
          text ? { method: request.method, path, body: JSON.parse(text) as unknown } : undefined,
        ),
    );
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return {
    sent: async () => (await Promise.all(pending)).filter((b): b is SentBody => b !== undefined),
  };
}

/** The keys of a JSON object body (each item's keys for an array of objects). */
export function bodyKeys(body: unknown): string[] {
  const items = Array.isArray(body) ? body : [body];
  return [...new Set(items.flatMap((item) => (item && typeof item === 'object' ? Object.keys(item) : [])))];
}

/** Fields every entity extending the backend's BaseEntity accepts. */
export const BASE_ENTITY = ['createBy', 'createTime', 'updateBy', 'updateTime', 'remark', 'params'];
