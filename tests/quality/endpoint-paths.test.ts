import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every backend call is typed once, in src/api (src/api/README.md): an endpoint path written in two
 * files under src/ is a call typed twice, whose copies drift apart (one sends a field the other
 * dropped, one keeps an old query key). The mock backend restates the paths on purpose (it is the
 * server) and the page registry's route paths are the console's own, so both are left out.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIPPED = ['src/mocks', 'src/app/routing'];
const SOURCE = /\.tsx?$/;

/**
 * Where a string is a backend path: the first argument of an HTTP call (`http.get(…)`,
 * `http.envelope('put', …)`, downloads, exports, uploads), a `…Url:` / `url=` / `action=` value the
 * upload, import and export components post to, or a URL built on API_BASE.
 */
const CALL_CONTEXT = new RegExp(
  [
    String.raw`\bhttp\.\w+\s*(<[^()]*>)?\(\s*$`,
    String.raw`\bhttp\.envelope\s*(<[^()]*>)?\(\s*'\w+',\s*$`,
    String.raw`\b(download\w*|exportExcel|uploadFile)\s*(<[^()]*>)?\(\s*$`,
    String.raw`\b\w*[uU]rl\s*[:=]\s*\{?\s*$`,
    String.raw`\baction\s*=\s*\{?\s*$`,
  ].join('|'),
);
const LITERAL = /'(\/[^'\n]*)'|"(\/[^"\n]*)"|`((?:\$\{API_BASE\})?\/[^`]*)`/g;

/**
 * Duplicates in areas other helpers are building at the time of writing, each with its owner; remove
 * a line when its owner moves the call into src/api.
 */
const ALLOWED_DUPLICATES: Record<string, string> = {};

/** One endpoint whatever its interpolations: `/cms/site/${id}?x=${y}` → `/cms/site/{}`. */
export function normalisePath(literal: string): string {
  return literal
    .replace(/^\$\{API_BASE\}/, '')
    .replace(/\$\{[^}]*\}/g, '{}')
    .replace(/[?#].*$/, '')
    .replace(/(?<!\/)\{\}/g, '')
    .replace(/\/+$/, '');
}

/** The text without its comments (they may quote a call as an example). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The endpoint paths a source text names in call context. */
export function endpointPaths(source: string): string[] {
  const found: string[] = [];
  const text = withoutComments(source);
  for (const match of text.matchAll(LITERAL)) {
    const value = match[1] ?? match[2] ?? match[3] ?? '';
    const before = text.slice(Math.max(0, match.index - 80), match.index);
    if (!value.startsWith('${API_BASE}') && !CALL_CONTEXT.test(before)) continue;
    const endpoint = normalisePath(value);
    if (endpoint.length > 1) found.push(endpoint);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  const rel = path.relative(ROOT, dir);
  if (SKIPPED.includes(rel)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function filesByEndpoint(): Map<string, Set<string>> {
  const byEndpoint = new Map<string, Set<string>>();
  for (const file of sourceFiles(path.join(ROOT, 'src'))) {
    for (const endpoint of endpointPaths(readFileSync(file, 'utf8'))) {
      const files = byEndpoint.get(endpoint) ?? new Set<string>();
      files.add(path.relative(ROOT, file));
      byEndpoint.set(endpoint, files);
    }
  }
  return byEndpoint;
}

describe('endpoint paths', () => {
  it('recognises calls, not route paths', () => {
    const text = [
      'http.get<SiteDetail>(`/cms/site/${siteId}`),',
      "http.envelope<void>('put', '/cms/catalog/visible', body),",
      'http.post<{ taskId: string }>(`/cms/content${typeQuery(type)}`, body),',
      "listUrl: '/system/post/list',",
      "downloadGet(`/tool/gen/batchGenCode?tables=${t}`, 'code.zip'),",
      '`${API_BASE}/cms/preview/${type}/${dataId}?${query}`',
      "navigate('/cms/site/tabs?siteId=1');",
      "{ path: '/system/user', page: 'system/user/index' },",
      '/** e.g. `${API_BASE}/druid/index.html` */',
    ].join('\n');
    expect(endpointPaths(text)).toEqual([
      '/cms/site/{}',
      '/cms/catalog/visible',
      '/cms/content',
      '/system/post/list',
      '/tool/gen/batchGenCode',
      '/cms/preview/{}/{}',
    ]);
  });

  it('types each endpoint path in one file under src/', () => {
    const duplicated = [...filesByEndpoint()]
      .filter(([endpoint, files]) => files.size > 1 && !(endpoint in ALLOWED_DUPLICATES))
      .map(([endpoint, files]) => `${endpoint}: ${[...files].sort().join(', ')}`);
    expect(duplicated).toEqual([]);
  });

  it('allows only duplicates that still exist', () => {
    const byEndpoint = filesByEndpoint();
    const stale = Object.keys(ALLOWED_DUPLICATES).filter((e) => (byEndpoint.get(e)?.size ?? 0) < 2);
    expect(stale).toEqual([]);
  });
});
