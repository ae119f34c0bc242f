/**
 * Standalone mock backend: `npm run mock -- [--port 4310] [--host 127.0.0.1] [--dist dist] [--no-captcha]
 * [--db FILE] [--expose-captcha] [--latency MS]`. Answers /prod-api/** from the mock handlers and, with
 * --dist, serves the built console under /admin/. Used by e2e tests and the nginx deployment test.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

import { handleApiRequest, isApiPath } from './adapter.ts';
import { serveSpa } from './static.ts';
import { createDb, createMockBackend, type DbSnapshot, MockDb } from '../src/mocks/index.ts';

interface Flags {
  port: number;
  host: string;
  dist?: string;
  captcha: boolean;
  db?: string;
  exposeCaptcha: boolean;
  latencyMs: number;
}

function parseFlags(argv: string[]): Flags {
  const flags: Flags = { port: 4310, host: '127.0.0.1', captcha: true, exposeCaptcha: false, latencyMs: 0 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const value = () => inline ?? argv[++i] ?? '';
    switch (name) {
      case '--port':
        flags.port = Number(value());
        break;
      case '--host':
        flags.host = value();
        break;
      case '--dist':
        flags.dist = path.resolve(value());
        break;
      case '--db':
        flags.db = path.resolve(value());
        break;
      case '--latency':
        flags.latencyMs = Number(value()) || 0;
        break;
      case '--no-captcha':
        flags.captcha = false;
        break;
      case '--expose-captcha':
        flags.exposeCaptcha = true;
        break;
      case '--seed-catalogs':
      case '--seed-rows':
        value(); // reserved for larger seeds; accepted and ignored for now
        break;
      default:
        console.error(`unknown option: ${arg}`);
        process.exit(2);
    }
  }
  if (!Number.isInteger(flags.port) || flags.port < 0 || flags.port > 65535) {
    console.error(`invalid --port: ${flags.port}`);
    process.exit(2);
  }
  return flags;
}

function loadDb(file: string | undefined): MockDb {
  if (!file || !existsSync(file)) return createDb();
  return MockDb.fromJSON(JSON.parse(readFileSync(file, 'utf8')) as DbSnapshot);
}

/** Writes the db after mutating requests, at most every 200 ms, atomically (temp file + rename). */
function createSaver(db: MockDb, file: string | undefined) {
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!file) return;
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(db.toJSON()));
    renameSync(tmp, file);
  };
  const schedule = () => {
    if (!file || timer) return;
    timer = setTimeout(flush, 200);
  };
  return { flush, schedule, pending: () => timer !== undefined };
}

const flags = parseFlags(process.argv.slice(2));
const db = loadDb(flags.db);
const { handlers } = createMockBackend({
  db,
  captcha: flags.captcha,
  exposeCaptcha: flags.exposeCaptcha,
  latencyMs: flags.latencyMs,
});
const saver = createSaver(db, flags.db);
const origin = `http://${flags.host.includes(':') ? `[${flags.host}]` : flags.host}:${flags.port}`;

const server = createServer((req, res) => {
  const work = async () => {
    if (isApiPath(req.url)) {
      const request = await handleApiRequest(handlers, req, res, { origin });
      if (request.method !== 'GET' && request.method !== 'HEAD') saver.schedule();
      return;
    }
    if (flags.dist && (await serveSpa(flags.dist, req, res))) return;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not Found');
  };
  work().catch((e: unknown) => {
    console.error('[mock] request failed', req.method, req.url, e);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  });
});

server.listen(flags.port, flags.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : flags.port;
  console.log(`mock server listening on http://${flags.host}:${port}`);
});

function shutdown(): void {
  try {
    if (saver.pending()) saver.flush();
  } finally {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  }
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
