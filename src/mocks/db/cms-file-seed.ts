/**
 * Seeded files under the CMS resource root for the file manager and the file pickers: per site its
 * resource directory `{sitePath}/` and one static directory per publish pipe `{sitePath}_{pipe}/`
 * holding css, js and images, as a freshly installed demo theme has them.
 */
import type { CmsSiteFile } from './cms-types';
import type { Id } from './types';

const MAIN_CSS = 'body { margin: 0; font-family: sans-serif; }\n.main { width: 1200px; margin: 0 auto; }\n';
const EDITOR_CSS =
  '/* Article editor preview */\nbody { font-size: 16px; line-height: 1.8; }\nimg { max-width: 100%; }\n';
const THEME_CSS = ':root { --primary: #c0392b; }\n';
const APP_JS = "document.addEventListener('DOMContentLoaded', () => console.log('ready'));\n";
const INDEX_SHTML =
  '<!DOCTYPE html>\n<html><body><!--#include virtual="include/header.shtml"--></body></html>\n';

/** Pipe directory contents: relative path -> text (string) or binary size (number); dirs end with '/'. */
const PIPE_FILES: Record<string, string | number> = {
  'css/': '',
  'css/main.css': MAIN_CSS,
  'css/editor.css': EDITOR_CSS,
  'css/theme/': '',
  'css/theme/red.css': THEME_CSS,
  'js/': '',
  'js/app.js': APP_JS,
  'images/': '',
  'images/logo.png': 8_214,
  'images/banner.jpg': 152_330,
  'index.shtml': INDEX_SHTML,
};

/** Resource directory contents (uploads live here). */
const RESOURCE_FILES: Record<string, string | number> = {
  'resources/': '',
  'resources/image/': '',
  'resources/image/2026/': '',
  'resources/image/2026/11/': '',
  'resources/image/2026/11/photo1.jpg': 204_800,
  'resources/file/': '',
  'resources/file/readme.txt': 'Uploaded resources of the site.\n',
};

function rows(siteId: Id, root: string, files: Record<string, string | number>, time: string): CmsSiteFile[] {
  const out: CmsSiteFile[] = [{ siteId, path: root, isDirectory: true, fileSize: 0, modifyTime: time }];
  for (const [rel, body] of Object.entries(files)) {
    const isDirectory = rel.endsWith('/');
    const path = `${root}/${isDirectory ? rel.slice(0, -1) : rel}`;
    if (isDirectory) out.push({ siteId, path, isDirectory, fileSize: 0, modifyTime: time });
    else if (typeof body === 'number')
      out.push({ siteId, path, isDirectory, fileSize: body, modifyTime: time });
    else out.push({ siteId, path, isDirectory, content: body, fileSize: body.length, modifyTime: time });
  }
  return out;
}

/** The file rows of one site: `{sitePath}/…` and `{sitePath}_{pipe}/…` for each pipe code. */
export function seedSiteFiles(
  siteId: Id,
  sitePath: string,
  pipeCodes: readonly string[],
  time: string,
): CmsSiteFile[] {
  return [
    ...rows(siteId, sitePath, RESOURCE_FILES, time),
    ...pipeCodes.flatMap((pipe) => rows(siteId, `${sitePath}_${pipe}`, PIPE_FILES, time)),
  ];
}
