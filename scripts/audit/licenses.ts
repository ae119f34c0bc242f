/**
 * Licence policy of the runtime dependencies (pure: tests/quality checks it without Node).
 * Permissive licences pass; anything else must be reviewed and listed in REVIEWED with the reason.
 */
export const PERMISSIVE = new Set([
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'MPL-2.0',
  'CC0-1.0',
  'Unlicense',
  'BlueOak-1.0.0',
  'Python-2.0',
  'CC-BY-4.0',
]);

/** Packages whose licence was looked at and accepted, and why. */
export const REVIEWED: Record<string, { license: string; reason: string }> = {
  tinymce: {
    // tinymce 8's package.json points at license.md, which grants GPL-2.0-or-later (or Tiny's commercial terms).
    license: 'SEE LICENSE IN license.md',
    reason:
      'license.md: GPL-2.0-or-later; self-hosted from npm under /admin/ with license_key "gpl"; the console is distributed under GPL-compatible terms (README, TinyMCE).',
  },
};

export interface Dependency {
  name: string;
  version: string;
  license: string;
}

/** An SPDX expression passes when every AND part has an OR alternative that is permissive. */
export function isPermissive(expression: string): boolean {
  const clean = expression.replace(/[()]/g, ' ').trim();
  if (!clean) return false;
  return clean
    .split(/\s+AND\s+/i)
    .every((part) => part.split(/\s+OR\s+/i).some((id) => PERMISSIVE.has(id.trim().replace(/\+$/, ''))));
}

export type Verdict = 'permissive' | 'reviewed' | 'needs review';

export function verdict(dep: Dependency): Verdict {
  if (isPermissive(dep.license)) return 'permissive';
  const reviewed = REVIEWED[dep.name];
  return reviewed && reviewed.license === dep.license ? 'reviewed' : 'needs review';
}

interface LockEntry {
  version?: string;
  license?: string;
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
}

/** Runtime (non-dev) packages of an npm v2/v3 lockfile, one per name@version. */
export function runtimeDependencies(
  lock: { packages?: Record<string, LockEntry> },
  readLicense: (dir: string) => string | undefined,
): Dependency[] {
  const seen = new Map<string, Dependency>();
  for (const [dir, entry] of Object.entries(lock.packages ?? {})) {
    if (!dir || entry.dev || entry.devOptional || entry.link) continue;
    const name = dir.slice(dir.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const version = entry.version ?? '?';
    const license = entry.license ?? readLicense(dir) ?? 'UNKNOWN';
    seen.set(`${name}@${version}`, { name, version, license });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}
