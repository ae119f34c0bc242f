/**
 * `npm run licenses [-- --json FILE]`: lists the licence of every runtime dependency (the packages the
 * built console ships; devDependencies excluded) from package-lock.json, with a count per licence.
 * Exits 1 when a licence is neither permissive nor reviewed (scripts/audit/licenses.ts says which are).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { REVIEWED, runtimeDependencies, verdict } from './audit/licenses.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Parameters<
  typeof runtimeDependencies
>[0];

/** Older packages put the licence only in their own package.json (sometimes as {type}). */
function readLicense(dir: string): string | undefined {
  const file = path.join(root, dir, 'package.json');
  if (!existsSync(file)) return undefined;
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { license?: string | { type?: string } };
  return typeof pkg.license === 'string' ? pkg.license : pkg.license?.type;
}

const deps = runtimeDependencies(lock, readLicense).map((d) => ({ ...d, verdict: verdict(d) }));
const width = Math.max(...deps.map((d) => `${d.name}@${d.version}`.length));
for (const d of deps) {
  const flag =
    d.verdict === 'permissive'
      ? ''
      : `  [${d.verdict}${d.verdict === 'reviewed' ? `: ${REVIEWED[d.name]?.reason}` : ''}]`;
  console.log(`${`${d.name}@${d.version}`.padEnd(width)}  ${d.license}${flag}`);
}
const counts = new Map<string, number>();
for (const d of deps) counts.set(d.license, (counts.get(d.license) ?? 0) + 1);
console.log(`\n${deps.length} runtime packages: ${[...counts].map(([l, n]) => `${l} ${n}`).join(', ')}`);

const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0)
  writeFileSync(path.resolve(process.argv[jsonAt + 1] ?? 'licenses.json'), JSON.stringify(deps, null, 2));

const unreviewed = deps.filter((d) => d.verdict === 'needs review');
if (unreviewed.length > 0) {
  console.error(`\nlicences needing review: ${unreviewed.map((d) => `${d.name} (${d.license})`).join(', ')}`);
  process.exit(1);
}
