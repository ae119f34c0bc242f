/**
 * Applies fault decisions to real HTTP exchanges, and the test-only control endpoint that switches faults
 * at run time (started with --fault-control):
 *
 *   GET    /prod-api/__mock/faults                  → the current faults and how many were injected
 *   PUT    /prod-api/__mock/faults                  ← {latencyMs?, jitterMs?, timeoutHoldMs?, rules?: FaultRule[]}
 *   DELETE /prod-api/__mock/faults                  → everything off, counters reset
 *   POST   /prod-api/__mock/faults/expire-sessions  → the server forgets every session (a real 401 mid-session)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FaultConfig, FaultInjector } from './faults.ts';

export const FAULT_CONTROL_PATH = '/__mock/faults';

export interface FaultHttpOptions {
  injector: FaultInjector;
  /** Whether the control endpoint is on (test servers only). */
  control: boolean;
  /** Drops every login session; returns how many there were. */
  expireSessions(): number;
  /** The backend's "not logged in" text for an Accept-Language header. */
  notLoginMessage(acceptLanguage: string | undefined): string;
}

const JSON_TYPE = 'application/json;charset=UTF-8';

function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': JSON_TYPE, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  const text = Buffer.concat(chunks).toString('utf8').trim();
  return text ? (JSON.parse(text) as unknown) : {};
}

async function handleControl(req: IncomingMessage, res: ServerResponse, path: string, o: FaultHttpOptions) {
  const method = req.method ?? 'GET';
  try {
    if (path === `${FAULT_CONTROL_PATH}/expire-sessions` && method === 'POST') {
      sendJson(res, { code: 200, msg: 'SUCCESS', data: { expired: o.expireSessions() } });
    } else if (path === FAULT_CONTROL_PATH && method === 'GET') {
      sendJson(res, { code: 200, msg: 'SUCCESS', data: o.injector.snapshot() });
    } else if (path === FAULT_CONTROL_PATH && (method === 'PUT' || method === 'POST')) {
      const body = (await readJson(req)) as Partial<FaultConfig>;
      sendJson(res, { code: 200, msg: 'SUCCESS', data: o.injector.update(body) });
    } else if (path === FAULT_CONTROL_PATH && method === 'DELETE') {
      sendJson(res, { code: 200, msg: 'SUCCESS', data: o.injector.clear() });
    } else {
      sendJson(res, { code: 404, msg: `No fault control for ${method} ${path}` }, 404);
    }
  } catch (e) {
    sendJson(res, { code: 400, msg: e instanceof Error ? e.message : String(e) }, 400);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs before the mock handlers for every API request. Resolves true when the request was answered (or
 * deliberately left unanswered) here, false when the handlers should answer it as usual.
 * `path` is the request path after /prod-api, without the query.
 */
export async function applyFaults(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  o: FaultHttpOptions,
): Promise<boolean> {
  if (o.control && (path === FAULT_CONTROL_PATH || path.startsWith(`${FAULT_CONTROL_PATH}/`))) {
    await handleControl(req, res, path, o);
    return true;
  }
  const decision = o.injector.decide(req.method ?? 'GET', path, Boolean(req.headers.authorization));
  if (decision.delayMs > 0) await sleep(decision.delayMs);
  switch (decision.kind) {
    case 'error500':
      sendJson(res, { code: 500, msg: 'Injected fault: internal server error (mock --fault-500)' });
      return true;
    case 'unauthorized':
      sendJson(res, { code: 401, msg: o.notLoginMessage(req.headers['accept-language']) });
      return true;
    case 'drop':
      // No status line, no body: the client sees the connection reset (through nginx: a 502).
      req.socket.destroy();
      return true;
    case 'timeout': {
      // Keep the socket open and silent; close it after the hold so a forgotten request cannot pile up.
      const timer = setTimeout(() => req.socket.destroy(), o.injector.snapshot().timeoutHoldMs);
      req.socket.once('close', () => clearTimeout(timer));
      return true;
    }
    default:
      return false;
  }
}
