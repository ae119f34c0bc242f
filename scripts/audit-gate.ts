/**
 * `npm run audit:gate`: `npm audit --omit=dev` must report no high or critical advisory in the runtime
 * dependencies, apart from the dated exceptions in scripts/audit-exceptions.json.
 * Exit codes: 0 pass, 1 fail, 3 the advisory service could not be reached (no verdict; with --strict or
 * AUDIT_STRICT=1 that is a failure too). .ci/run counts 3 as skipped, loudly.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { type AuditException, evaluateAudit } from './audit/evaluate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const strict = process.argv.includes('--strict') || process.env.AUDIT_STRICT === '1';
const { exceptions } = JSON.parse(readFileSync(path.join(root, 'scripts/audit-exceptions.json'), 'utf8')) as {
  exceptions: AuditException[];
};

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  timeout: 120_000,
});
const verdict = evaluateAudit(run.stdout ?? '', exceptions, new Date().toISOString().slice(0, 10));

for (const f of verdict.excepted) console.log(`excepted: ${f.severity} ${f.package} ${f.id} ${f.title}`);
for (const e of verdict.expired)
  console.log(`EXPIRED exception (${e.expires}): ${e.package} ${e.id} — ${e.reason}`);
for (const f of verdict.findings) console.log(`${f.severity.toUpperCase()} ${f.package} ${f.id} ${f.title}`);

if (verdict.status === 'unavailable') {
  console.log(`audit gate: NO VERDICT — ${verdict.problem}`);
  process.exit(strict ? 1 : 3);
}
console.log(
  verdict.status === 'pass'
    ? `audit gate: no high or critical advisory in runtime dependencies (${verdict.excepted.length} excepted)`
    : 'audit gate: FAILED',
);
process.exit(verdict.status === 'pass' ? 0 : 1);
