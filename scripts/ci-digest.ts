/**
 * `tsx scripts/ci-digest.ts [DIR]`: names what failed or needed a retry in this CI run, read from the
 * suites' reports in DIR (default test-results/; Playwright keeps its own files in DIR/e2e) and from
 * `ci-failures.txt`, where .ci/run writes each failed check, including a suite that ran fewer tests than
 * it lists. CI prints it just before its total, so the end of the log says what to look at even when
 * the log is cut.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'test-results');

function readJson<T>(file: string): T | undefined {
  const full = path.join(dir, file);
  if (!existsSync(full)) return undefined;
  try {
    return JSON.parse(readFileSync(full, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The first line of a failure, without the stack: enough to tell a timeout from an assertion. */
function firstLine(message: string | undefined): string {
  const line = (message ?? '').split('\n').find((l) => l.trim() !== '') ?? '';
  // eslint-disable-next-line no-control-regex -- strips terminal colour codes
  return line.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 200);
}

interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    tests: { status: string; results: { status: string; error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

const lines: string[] = [];

const checksFile = path.join(dir, 'ci-failures.txt');
if (existsSync(checksFile)) {
  for (const line of readFileSync(checksFile, 'utf8').split('\n')) {
    if (line.trim() !== '') lines.push(`check FAILED ${line}`);
  }
}

const vitest = readJson<VitestReport>('vitest.json');
for (const file of vitest?.testResults ?? []) {
  const name = path.relative(process.cwd(), file.name);
  if (file.status === 'failed' && file.assertionResults.length === 0) {
    lines.push(`vitest FAILED ${name} (did not load): ${firstLine(file.message)}`);
  }
  for (const test of file.assertionResults) {
    if (test.status !== 'failed') continue;
    lines.push(`vitest FAILED ${name} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  }
}
const retriedFile = path.join(dir, 'vitest-retried.txt');
if (existsSync(retriedFile)) {
  for (const line of readFileSync(retriedFile, 'utf8').split('\n')) {
    if (line.trim() !== '') lines.push(`vitest retried ${line}`);
  }
}

function walk(suite: PlaywrightSuite): void {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results.find((r) => r.error)?.error?.message;
      const label = test.status === 'flaky' ? 'passed on retry' : 'FAILED';
      lines.push(`playwright ${label} ${spec.file} > ${spec.title}: ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) walk(child);
}
const e2e = readJson<{ suites: PlaywrightSuite[] }>('e2e-results.json');
for (const suite of e2e?.suites ?? []) walk(suite);

console.log(lines.length === 0 ? 'no test failed or needed a retry' : lines.join('\n'));
