import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Comments and READMEs may only point inside the repository: the facts they rely on are written in
 * docs/ (see docs/README.md). A maintainer without the reference set the console was built from
 * could not follow a `§` section, a `.tsv` table or one of its documents.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Walked folders and files; docs/ itself is the one place that may name the reference set. */
const WALKED = ['src', 'tests', 'e2e', 'mock-server', 'scripts', 'README.md'];
const TEXT_FILE = /\.(tsx?|cjs|mjs|js|md|css|html)$/;
/** Scripts that read the reference set at run time name its files; generated seed data is data. */
const ALLOWED = new Set([
  'scripts/import-seed.ts',
  'scripts/docs-endpoints.ts',
  'tests/quality/doc-references.test.ts',
]);
const SKIPPED_DIRS = new Set(['node_modules', 'src/mocks/seed/data']);

/** Names of the documents of the reference set (its screens/ and design/ notes and api/ conventions). */
const REFERENCE_DOCUMENTS = [
  'spec',
  'conventions',
  'architecture',
  'model-codebases',
  'auth-pages',
  'cms-catalog',
  'cms-content',
  'cms-extend',
  'cms-resources',
  'cms-shell',
  'cms-site',
  'cms-words-search-stat',
  'member-comment-vote',
  'message-cloud-stat',
  'monitor',
  'shell',
  'system',
  'tool',
  'word-search-meta',
];

const OUTSIDE_REFERENCES: { what: string; pattern: RegExp }[] = [
  { what: 'a § section', pattern: /§/ },
  {
    what: 'the shared folder',
    pattern: /(\.\.\/|\/work\/|\b)shared\/(api|screens|design|hooks|spec)|\.\.\/shared\b/,
  },
  { what: 'a .tsv table', pattern: /\b[\w-]+\.tsv\b/ },
  {
    what: 'a reference document',
    pattern: new RegExp(`(^|[^\\w/.-])(screens/[\\w-]+|${REFERENCE_DOCUMENTS.join('|')})\\.md\\b`),
  },
];

/** The references of one text that leave the repository, as `line: text`. */
function outsideReferences(text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const hit = OUTSIDE_REFERENCES.find(({ pattern }) => pattern.test(line));
    return hit ? [`${i + 1} (${hit.what}): ${line.trim()}`] : [];
  });
}

function walk(relative: string): string[] {
  if (SKIPPED_DIRS.has(relative)) return [];
  const full = path.join(ROOT, relative);
  if (TEXT_FILE.test(relative) && !readdirSafe(full)) return [relative];
  return (readdirSafe(full) ?? []).flatMap((name) => walk(path.posix.join(relative, name)));
}

function readdirSafe(dir: string): string[] | undefined {
  try {
    return readdirSync(dir);
  } catch {
    return undefined;
  }
}

describe('references in comments and READMEs', () => {
  it('recognises references that leave the repository and lets docs/ references through', () => {
    expect(outsideReferences('/** Spec §5: a POST repeated within 1 s. */')).toHaveLength(1);
    expect(outsideReferences('// rows of endpoints.tsv')).toHaveLength(1);
    expect(outsideReferences('(`shared/api/conventions.md`)')).toHaveLength(1);
    expect(outsideReferences('from ../shared/api/*.tsv')).toHaveLength(1);
    expect(outsideReferences('/** The top bar (cms-content.md "Top bar"). */')).toHaveLength(1);
    expect(outsideReferences('see screens/system.md')).toHaveLength(1);
    expect(outsideReferences('// (see docs/backend-contract.md, docs/enterprise-only.md)')).toEqual([]);
    expect(outsideReferences('// src/components/README.md; SEE LICENSE IN license.md')).toEqual([]);
    expect(outsideReferences('const shared = useShared(); // shared/')).toEqual([]);
  });

  it('finds none in src/, tests/, e2e/, mock-server/, scripts/ and the README', () => {
    const files = WALKED.flatMap(walk).filter((file) => !ALLOWED.has(file));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      outsideReferences(readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
