/**
 * `npm run bench [-- --dist DIR --port N --runs 5 --out FILE --throttle 1,4 --api-latency MS --no-build]`:
 * builds the console if the sources are newer than DIR (not with `--no-build`, which measures DIR as it
 * is: a build of another commit, to compare), serves it with the standalone mock and measures it in
 * headless Debian Chromium — each figure the median of `--runs` cold loads, at full speed and with the
 * CPU slowed 4×. Prints a table and writes the JSON (default bench-results/latest.json). Times are
 * reported, never asserted; the deterministic budgets (login JS ≤ 270 KB gzip, no chart/editor code up
 * front) are tests in e2e/bundle.spec.ts.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

import { measureLoad } from './bench/load.ts';
import { measureSession } from './bench/measure.ts';
import { NOT_MEASURED, summarise, table, type ThrottleResult } from './bench/report.ts';
import { buildIfNeeded, startMock } from './bench/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { freePorts } from './ci/ports.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const dist = path.resolve(root, option('dist', process.env.BENCH_DIST ?? 'dist'));
/** A port given with --port or BENCH_PORT, else one free now (a busy fixed port failed the run). */
const portOption = option('port', process.env.BENCH_PORT ?? '');
const runs = Math.max(1, Number(option('runs', '5')));
const out = path.resolve(root, option('out', 'bench-results/latest.json'));
const throttles = option('throttle', '1,4').split(',').map(Number);
/** Every API reply this many ms late (the mock's --latency): how far the console is from the network. */
const apiLatency = Math.max(0, Number(option('api-latency', '0')));

function commit(): string | null {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const built = process.argv.includes('--no-build') ? false : buildIfNeeded(root, dist);
  const port = portOption ? Number(portOption) : ((await freePorts(1))[0] ?? 0);
  const server = await startMock(root, dist, port, apiLatency);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: ThrottleResult[] = [];
  const failedSamples: string[] = [];
  try {
    for (const throttle of throttles) {
      const load = [];
      for (let i = 0; i < runs; i++) {
        // A cold load that never reaches a milestone is reported and left out of the medians, not
        // allowed to end the run; a run where no load at all succeeds fails (the script is broken).
        try {
          load.push(await measureLoad(browser, server.base, throttle));
          process.stdout.write('.');
        } catch (error) {
          failedSamples.push(`${throttle}× CPU, load ${i + 1}: ${String(error).split('\n')[0]}`);
          process.stdout.write('x');
        }
      }
      if (load.length === 0) throw new Error(`no cold load at ${throttle}× CPU succeeded`);
      const session = await measureSession(browser, server.base, throttle);
      results.push(summarise(throttle, load, session));
    }
  } finally {
    process.stdout.write('\n');
    await browser.close();
    await server.stop();
  }
  if (apiLatency > 0) console.log(`every API reply ${apiLatency} ms late`);
  console.log(table(results));
  for (const [what, why] of Object.entries(NOT_MEASURED)) console.log(`N/A ${what}: ${why}`);
  for (const failure of failedSamples) console.log(`left out (failed): ${failure}`);
  const report = {
    date: new Date().toISOString(),
    commit: commit(),
    built,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, node: process.version },
    browser: browser.version(),
    runs,
    failedSamples,
    apiLatencyMs: apiLatency,
    results,
    notMeasured: NOT_MEASURED,
  };
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
