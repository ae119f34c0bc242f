/** Build-if-needed and the standalone mock server, for the benchmark. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time under `dir` (files only), 0 when it does not exist. */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds into `dist` when it has no build or the sources changed after it; returns whether it built. */
export function buildIfNeeded(root: string, dist: string): boolean {
  const index = path.join(dist, 'index.html');
  const sources = Math.max(newest(path.join(root, 'src')), statSync(path.join(root, 'index.html')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return false;
  console.log(`building into ${dist} …`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build failed (${result.status})`);
  return true;
}

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts `mock-server/main.ts` on `port` serving `dist`, with the captcha off (a person would read it;
 * the benchmark times the console, not the typing), seeded large unless `large` is false: 5,000 more
 * catalogs (the catalog tree and the CATALOG cache's key table) and 1,000 more articles.
 */
export function startMock(
  root: string,
  dist: string,
  port: number,
  apiLatencyMs = 0,
  large = true,
): Promise<RunningServer> {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const args = ['mock-server/main.ts', '--port', String(port), '--dist', dist, '--no-captcha'];
  if (large) args.push('--seed-catalogs', '5000', '--seed-rows', '1000');
  if (apiLatencyMs > 0) args.push('--latency', String(apiLatencyMs));
  const child: ChildProcess = spawn(tsx, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`mock server did not start: ${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('mock server listening')) return;
      clearTimeout(timer);
      resolve({
        base: `http://127.0.0.1:${port}`,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock server exited (${code}): ${output}`));
    });
  });
}
