/**
 * Loopback ports for test runs, so no run depends on a fixed port being free:
 *
 *   tsx scripts/ci/ports.ts free N            N distinct ports free on 127.0.0.1 now, one line
 *   tsx scripts/ci/ports.ts holders PORT…     who listens on these ports: "port pid command", one a line
 *   tsx scripts/ci/ports.ts release PORT…     SIGTERM (then SIGKILL) the processes listening on them
 *
 * `holders` and `release` read /proc (Linux), so they need no package (ss, lsof, fuser) on the machine.
 * The same helpers serve playwright.config.ts, which picks its server port when none is given.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Asks the OS for `count` distinct free ports on 127.0.0.1 (all held until every one is chosen). */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
      });
    }
    return servers.map((s) => {
      const address = s.address();
      if (!address || typeof address === 'string') throw new Error('no port assigned');
      return address.port;
    });
  } finally {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  }
}

export interface PortHolder {
  port: number;
  pid: number;
  command: string;
}

/** Socket inodes of listening TCP sockets by local port, from /proc/net/tcp and tcp6. */
function listeningInodes(ports: ReadonlySet<number>): Map<string, number> {
  const inodes = new Map<string, number>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      const local = cols[1];
      const state = cols[3];
      const inode = cols[9];
      if (!local || state !== '0A' || !inode) continue; // 0A = LISTEN
      const port = parseInt(local.split(':').pop() ?? '', 16);
      if (ports.has(port)) inodes.set(inode, port);
    }
  }
  return inodes;
}

/** The processes listening on any of `ports` (several when a listener forked). */
export function portHolders(ports: readonly number[]): PortHolder[] {
  const inodes = listeningInodes(new Set(ports));
  if (inodes.size === 0) return [];
  const holders: PortHolder[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      const port = inode ? inodes.get(inode) : undefined;
      if (port === undefined) continue;
      let command = '';
      try {
        command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      } catch {
        command = '?';
      }
      holders.push({ port, pid: Number(entry), command });
      break;
    }
  }
  return holders.sort((a, b) => a.port - b.port || a.pid - b.pid);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops whatever listens on `ports`: SIGTERM, then SIGKILL after two seconds. Returns what it found. */
export async function releasePorts(ports: readonly number[]): Promise<PortHolder[]> {
  const found = portHolders(ports);
  const signal = (holders: PortHolder[], sig: NodeJS.Signals) => {
    for (const h of holders) {
      try {
        process.kill(h.pid, sig);
      } catch {
        // already gone
      }
    }
  };
  signal(found, 'SIGTERM');
  for (let i = 0; i < 20 && portHolders(ports).length > 0; i++) await sleep(100);
  signal(portHolders(ports), 'SIGKILL');
  return found;
}

const describe = (h: PortHolder) => `${h.port} ${h.pid} ${h.command}`;

async function main(argv: string[]): Promise<number> {
  const [verb, ...rest] = argv;
  const ports = rest.map(Number);
  if (verb === 'free') {
    console.log((await freePorts(ports[0] ?? 1)).join(' '));
    return 0;
  }
  if (ports.some((p) => !Number.isInteger(p) || p <= 0)) {
    console.error(`not a port list: ${rest.join(' ')}`);
    return 2;
  }
  if (verb === 'holders') {
    for (const h of portHolders(ports)) console.log(describe(h));
    return 0;
  }
  if (verb === 'release') {
    for (const h of await releasePorts(ports)) console.log(`stopped ${describe(h)}`);
    return 0;
  }
  console.error('usage: tsx scripts/ci/ports.ts free N | holders PORT… | release PORT…');
  return 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
