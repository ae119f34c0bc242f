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

/** One save of a screen: the call its dialog makes, and the fields of the endpoint's body class. */
export interface SaveCase {
  name: string;
  contract: readonly string[];
  method: 'POST' | 'PUT';
  path: string;
  save: () => Promise<unknown>;
  /** The part of the body the contract describes, when it is nested (a table's columns). */
  part?: (body: unknown) => unknown;
}

/** Runs the save and checks that its body was sent with fields of the body class only. */
export async function expectContractBody(c: SaveCase): Promise<void> {
  const capture = captureWrites();
  await c.save();
  const write = (await capture.sent()).find((w) => w.method === c.method && w.path === c.path);
  expect(write, `${c.method} ${c.path} was not sent`).toBeDefined();
  const keys = bodyKeys(c.part ? c.part(write?.body) : write?.body);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((key) => !c.contract.includes(key))).toEqual([]);
}

/**
 * What an edit dialog holds: the record as loaded, with the read-only fields the server adds to its
 * replies (`enable`, `accountNonLocked`, `type`…), which are not fields of any body class.
 */
export function held<T extends object>(record: T | undefined, readOnly: Record<string, unknown>): T {
  if (!record) throw new Error('record not loaded');
  return { ...record, ...readOnly };
}
