/**
 * Uploads and downloads: POST /common/upload, GET /common/download?path=, and the static files under
 * /profile/** (where uploaded files are served). Bytes live in db.tables.files.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { simpleUuid } from '../../core/random';
import { MockReply } from '../../core/reply';
import { datePath } from '../../core/time';
import type { StoredFile } from '../../db';
import { RESOURCE_PREFIX } from '../../services/users';

/** Apache commons `byteCountToDisplaySize`: whole units, "5 MB". */
export function displaySize(bytes: number): string {
  const units: [number, string][] = [
    [1024 ** 3, 'GB'],
    [1024 ** 2, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) if (bytes >= size) return `${Math.floor(bytes / size)} ${unit}`;
  return `${bytes} bytes`;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain;charset=UTF-8',
  html: 'text/html;charset=UTF-8',
  zip: 'application/zip',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

const extOf = (name: string) => (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** By extension, as a static file server decides; `fallback` (e.g. the part's type) otherwise. */
export function contentTypeOf(name: string, fallback?: string): string {
  return CONTENT_TYPES[extOf(name)] ?? (fallback || 'application/octet-stream');
}

/** The upload-dir-relative path of "/profile/upload/x", "profile/upload/x" or "upload/x". */
function relativePath(path: string): string {
  return decodeURIComponent(path)
    .replace(/^\/+/, '')
    .replace(/^profile\//, '');
}

export function findFile(c: Call, path: string): StoredFile | undefined {
  const rel = relativePath(path);
  return c.db.tables.files.find((f) => f.path === rel);
}

/** Reads multipart field `field`, enforcing SysUploadSizeLimit / SysUploadTypeLimit like FileUploadUtils. */
export async function receiveUpload(c: Call, field: string, dir = 'upload'): Promise<StoredFile> {
  const value = (await c.form()).get(field);
  if (value === null || typeof value === 'string') {
    throw new MockReply(fail(`Required request part '${field}' is not present`));
  }
  if (value.size === 0) c.error('ERR.COMMON.UPLOAD_FILE_EMPTY');
  const limit = Number(c.db.config('SysUploadSizeLimit') ?? '0');
  if (limit > 0 && value.size > limit) c.error('ERR.SYS.UPLOAD_FILE_SIZE_LIMIT', displaySize(limit));
  const allowed = (c.db.config('SysUploadTypeLimit') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const ext = extOf(value.name);
  if (allowed.length > 0 && !allowed.includes(ext)) c.error('ERR.SYS.UPLOAD_FILE_TYPE_LIMIT');
  const file: StoredFile = {
    path: `${dir}/${datePath(c.db.now())}/${simpleUuid()}${ext ? `.${ext}` : ''}`,
    name: value.name,
    contentType: contentTypeOf(value.name, value.type),
    size: value.size,
    data: new Uint8Array(await value.arrayBuffer()),
    createTime: c.db.nowString(),
    createBy: c.optionalSession()?.userName,
  };
  c.db.tables.files.push(file);
  return file;
}

/** The attachment response of /common/download (RuoYi headers; names percent-encoded for HTTP). */
export function attachment(file: StoredFile, name = file.path.split('/').pop() ?? 'file'): Response {
  const encoded = encodeURIComponent(name);
  return new Response(file.data.slice(), {
    status: 200,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-disposition': `attachment; filename=${encoded};filename*=utf-8''${encoded}`,
      'download-filename': encoded,
      'Access-Control-Expose-Headers': 'Content-Disposition,download-filename',
      'Content-Length': String(file.data.length),
    },
  });
}

export function fileHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.post('/common/upload', async (c) => {
      const file = await receiveUpload(c, 'file');
      return ok({ fileName: RESOURCE_PREFIX + file.path });
    }),

    route.get('/common/download', (c) => {
      const file = findFile(c, c.query.get('path') ?? '');
      if (!file) return c.error('ERRCODE.CMS.CONTENTCORE.FILE_NOT_EXIST');
      return attachment(file);
    }),

    // Static resources: public like the backend's /profile/** resource handler.
    route.get('/profile/*', { public: true }, (c) => {
      const file = findFile(c, c.url.pathname.replace(/^.*?\/profile\//, ''));
      if (!file) return new Response('Not Found', { status: 404 });
      return new Response(file.data.slice(), {
        status: 200,
        headers: { 'Content-Type': file.contentType, 'Content-Length': String(file.data.length) },
      });
    }),
  ];
}
