/**
 * Standalone mock backend: `npm run mock -- [--port 4310] [--host 127.0.0.1] [--dist dist] [--no-captcha]
 * [--db FILE] [--expose-captcha] [fault flags]`. Answers /prod-api/** from the mock handlers and, with
 * --dist, serves the built console under /admin/. Used by e2e tests and the nginx deployment test.
 * Fault flags (latency, code-500 replies, dropped connections, timeouts, 401s; mock-server/fault-flags.ts)
 * make it misbehave like a struggling backend; `--help` lists them.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

import { handleApiRequest, isApiPath, MOCK_API_BASE } from './adapter.ts';
import {
  applyFaultFlag,
  faultFlagHelp,
  faultOptionsFromEnv,
  type FaultOptions,
  finishFaultOptions,
} from './fault-flags.ts';
import { applyFaults } from './fault-http.ts';
import { FaultInjector, seededRandom } from './faults.ts';
import { serveSpa } from './static.ts';
import {
  createDb,
  createMockBackend,
  type DbSnapshot,
  MockDb,
  msg,
  parseLocale,
} from '../src/mocks/index.ts';

interface Flags {
  port: number;
  /** --port was given: a busy port is then an error, not a reason to take the next one. */
  portGiven: boolean;
  host: string;
  dist?: string;
  captcha: boolean;
  db?: string;
  exposeCaptcha: boolean;
  faults: FaultOptions;
  /** Seed size knobs for benchmarks (ignored when --db loads a saved snapshot). */
  seed: { extraCatalogs?: number; extraContents?: number };
}

const USAGE = `usage: tsx mock-server/main.ts [--port N] [--host H] [--dist DIR] [--db FILE] [--no-captcha]
  [--expose-captcha] [--seed-catalogs N] [--seed-rows N] [fault flags]
  --seed-catalogs N  N extra catalogs under one top-level catalog of site 1 (tree benchmarks)
  --seed-rows N      N extra articles in site 1's first news catalog (long-list benchmarks)
fault flags (flag, env var, meaning):
${faultFlagHelp()}`;

function parseFlags(argv: string[]): Flags {
  const flags: Flags = {
    port: 4310,
    portGiven: false,
    host: '127.0.0.1',
    captcha: true,
    exposeCaptcha: false,
    faults: faultOptionsFromEnv(process.env),
    seed: {},
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const value = () => inline ?? argv[++i] ?? '';
    switch (name) {
      case '--port':
        flags.port = Number(value());
        flags.portGiven = true;
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
      case '--no-captcha':
        flags.captcha = false;
        break;
      case '--expose-captcha':
        flags.exposeCaptcha = true;
        break;
      case '--seed-catalogs':
        flags.seed.extraCatalogs = count(name, value());
        break;
      case '--seed-rows':
        flags.seed.extraContents = count(name, value());
        break;
      case '--help':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        if (applyFaultFlag(flags.faults, name ?? '', value)) break;
        console.error(`unknown option: ${arg}\n${USAGE}`);
        process.exit(2);
    }
  }
  finishFaultOptions(flags.faults);
  if (!Number.isInteger(flags.port) || flags.port < 0 || flags.port > 65535) {
    console.error(`invalid --port: ${flags.port}`);
    process.exit(2);
  }
  return flags;
}

function count(name: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`invalid ${name}: ${raw}`);
  return n;
}

function loadDb(file: string | undefined, seed: Flags['seed']): MockDb {
  if (!file || !existsSync(file)) return createDb({ seed });
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

let flags: Flags;
try {
  flags = parseFlags(process.argv.slice(2));
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(2);
}
const db = loadDb(flags.db, flags.seed);
const { handlers } = createMockBackend({ db, captcha: flags.captcha, exposeCaptcha: flags.exposeCaptcha });
const saver = createSaver(db, flags.db);
const originOf = (port: number) =>
  `http://${flags.host.includes(':') ? `[${flags.host}]` : flags.host}:${port}`;
let origin = originOf(flags.port);
const faults = {
  injector: new FaultInjector(
    flags.faults.config,
    flags.faults.seed === undefined ? Math.random : seededRandom(flags.faults.seed),
  ),
  control: flags.faults.control,
  expireSessions: () => {
    const count = db.tables.sessions.length;
    db.tables.sessions = [];
    saver.schedule();
    return count;
  },
  notLoginMessage: (lang: string | undefined) => msg(db, 'ERRCODE.SECURITY.NOT_LOGIN', parseLocale(lang)),
};

const server = createServer((req, res) => {
  const work = async () => {
    if (isApiPath(req.url)) {
      const apiPath = (req.url ?? '').split('?')[0]?.slice(MOCK_API_BASE.length) ?? '';
      if (await applyFaults(req, res, apiPath, faults)) return;
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

/** Without --port, a busy default port moves on to the next free one (at most 20 tries). */
const MAX_PORT_TRIES = 20;
let port = flags.port;
server.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EADDRINUSE') throw e;
  if (!flags.portGiven && port < flags.port + MAX_PORT_TRIES) {
    console.log(`port ${port} is in use, trying ${port + 1}`);
    port += 1;
    origin = originOf(port);
    server.listen(port, flags.host);
    return;
  }
  // One clear line instead of Node's stack trace: which port, and how to pick another.
  console.error(
    `port ${port} on ${flags.host} is already in use (another \`npm start\` or \`npm run mock\`?): ` +
      `stop it, or choose another port with --port N (\`npm run mock -- --port ${port + 1}\`, ` +
      `\`npm start -- --port ${port + 1}\`)`,
  );
  process.exit(1);
});

server.on('listening', () => {
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  console.log(`mock server listening on http://${flags.host}:${bound}`);
  if (flags.dist) console.log(`console: ${originOf(bound)}/admin/`);
  const { config, control } = flags.faults;
  if (config.latencyMs || config.jitterMs || config.rules.length > 0 || control) {
    console.log(`faults: ${JSON.stringify({ ...config, control })}`);
  }
});
server.listen(port, flags.host);

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
