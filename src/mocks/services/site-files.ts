/**
 * The site file area of FileController: paths are relative to the CMS resource root and must stay
 * inside one of the current site's directories (`{sitePath}` and `{sitePath}_{pipeCode}` per pipe);
 * anything else is refused with SITE_FILE_OP_ERR, as `FileServiceImpl` does.
 */
import type { Call } from '../core/context';
import type { CmsSite, CmsSiteFile } from '../db';

/** Absolute resource root the backend reports (`CMSConfig.getResourceRoot()`). */
export const RESOURCE_ROOT = '/usr/local/chestnut/wwwroot_release/';

/** Suffixes the file manager edits online (others are not editable). */
const EDITABLE_SUFFIXES = ['html', 'htm', 'shtml', 'xml', 'css', 'js', 'json', 'txt'];

export function suffixOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isEditable(path: string): boolean {
  return EDITABLE_SUFFIXES.includes(suffixOf(path));
}

export function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** The site's top directories under the resource root. */
export function siteRoots(c: Call, site: CmsSite): string[] {
  const pipes = c.db.tables.publishPipes
    .filter((p) => p.siteId === site.siteId)
    .sort((a, b) => a.sort - b.sort)
    .map((p) => `${site.path}_${p.code}`);
  return [site.path, ...pipes];
}

function refuse(c: Call): never {
  return c.error('ERRCODE.CMS.CONTENTCORE.SITE_FILE_OP_ERR');
}

/**
 * Normalises a client path ("/demo_pc/css/", "demo_pc\\css", "demo_pc/./css") to "demo_pc/css";
 * "" is the resource root. `..` may not climb above the root, and a non-root path must lie under
 * one of the site's directories.
 */
export function resolveSitePath(c: Call, site: CmsSite, raw: string): string {
  const parts: string[] = [];
  for (const part of raw.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) refuse(c);
      parts.pop();
    } else parts.push(part);
  }
  const path = parts.join('/');
  if (path !== '' && !siteRoots(c, site).includes(parts[0] ?? '')) refuse(c);
  return path;
}

/** Like resolveSitePath, but the path must be below a site directory (roots are read-only). */
export function resolveWritablePath(c: Call, site: CmsSite, raw: string): string {
  const path = resolveSitePath(c, site, raw);
  if (!path.includes('/')) refuse(c);
  return path;
}

export function findFile(c: Call, site: CmsSite, path: string): CmsSiteFile | undefined {
  return c.db.tables.siteFiles.find((f) => f.siteId === site.siteId && f.path === path);
}

/** Direct children of a directory ("" = the site's roots), directories first, then by name. */
export function childrenOf(c: Call, site: CmsSite, dir: string): CmsSiteFile[] {
  const roots = siteRoots(c, site);
  if (dir === '')
    // The site's directories in the backend's order: resources first, then the pipes by sort.
    return roots.flatMap((root) => findFile(c, site, root) ?? []);
  return c.db.tables.siteFiles
    .filter(
      (f) => f.siteId === site.siteId && (dir === '' ? roots.includes(f.path) : parentOf(f.path) === dir),
    )
    .sort(
      (a, b) => Number(b.isDirectory) - Number(a.isDirectory) || nameOf(a.path).localeCompare(nameOf(b.path)),
    );
}

/** A directory and everything below it. */
export function isWithin(path: string, dir: string): boolean {
  return path === dir || path.startsWith(`${dir}/`);
}
