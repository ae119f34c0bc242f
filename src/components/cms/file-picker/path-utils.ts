/**
 * Paths of the site file area as FileController takes them: relative to the resource root, "/" for
 * the root itself, directories sent with a trailing "/" (as the Vue file selector entered them).
 */

/** "/demo_pc/css/" → "demo_pc/css"; "" is the root. */
export function normalizeDir(path: string | undefined): string {
  return (path ?? '')
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/');
}

/** The `filePath` parameter of `GET /cms/file/list` for a normalised directory. */
export function dirParam(dir: string): string {
  return dir === '' ? '/' : `${dir}/`;
}

/** Directory of a file path ("demo_pc/css/editor.css" → "demo_pc/css"). */
export function parentDir(path: string): string {
  const dir = normalizeDir(path);
  const slash = dir.lastIndexOf('/');
  return slash < 0 ? '' : dir.slice(0, slash);
}

/** Every ancestor directory of `dir` including itself: "a/b/c" → ["a", "a/b", "a/b/c"]. */
export function ancestorsOf(dir: string): string[] {
  const parts = normalizeDir(dir).split('/').filter(Boolean);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** Lower-case suffix without the dot ("Main.CSS" → "css"). */
export function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file name has one of the accepted suffixes (given with or without a dot); no list = all. */
export function accepts(name: string, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const suffix = suffixOf(name);
  return accept.some((a) => a.replace(/^\./, '').toLowerCase() === suffix);
}
