/**
 * Serves a built SPA under /admin/ like the nginx deployment: correct content types, hashed assets
 * cached forever, index.html never cached and used as the fallback for history-mode deep links, and
 * the same security headers (CSP included) as deploy/nginx.conf.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import { SECURITY_HEADERS } from './security-headers.ts';

export const SPA_BASE = '/admin/';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function send(res: ServerResponse, req: IncomingMessage, file: string, cacheControl: string): void {
  res.statusCode = 200;
  res.setHeader(
    'Content-Type',
    CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
  );
  res.setHeader('Cache-Control', cacheControl);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

/** Handles `/`, `/admin` and `/admin/**`; returns false for other paths. */
export async function serveSpa(distDir: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
  if (pathname === '/' || pathname === '/admin') {
    res.writeHead(302, { Location: SPA_BASE });
    res.end();
    return true;
  }
  if (!pathname.startsWith(SPA_BASE)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    res.end();
    return true;
  }
  const root = path.resolve(distDir);
  const file = path.resolve(root, `.${pathname.slice(SPA_BASE.length - 1)}`);
  const inside = file === root || file.startsWith(root + path.sep);
  if (inside && (await isFile(file))) {
    const hashed = pathname.startsWith(`${SPA_BASE}assets/`);
    send(res, req, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    return true;
  }
  // A missing asset is a real 404; any other path is a client-side route.
  if (pathname.startsWith(`${SPA_BASE}assets/`) || !inside) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not Found');
    return true;
  }
  send(res, req, path.join(root, 'index.html'), 'no-cache');
  return true;
}
