/**
 * ResourceController (the site's material library): resource types with their accepted suffixes,
 * the paged list (type, name, create time, "my materials" = `owner`, optional `siteId` overriding the
 * header), detail, add/replace with a file (POST /cms/resource), upload (POST /cms/resource/upload),
 * delete and download. Uploaded bytes live in db.tables.files under `cms/<site path>/<path>`, so the
 * `src` URLs (served by /profile/** in ../common/file.ts) open in the dev server.
 */
import type { HttpHandler } from 'msw';

import { receiveResourceFile, storedPath, storeFile } from './resource-files';
import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, stampCreate, stampUpdate } from '../../core/crud';
import { fail, ok } from '../../core/envelope';
import type { CmsResource } from '../../db';
import { currentSite } from '../../services/sites';
import { attachment, displaySize } from '../common/file';

/** The backend's IResourceType beans: id and usable suffixes (ImageResourceType, AudioResourceType…). */
export const RESOURCE_TYPES: readonly { id: string; accepts: readonly string[] }[] = [
  { id: 'image', accepts: ['jpg', 'jpeg', 'gif', 'png', 'ico', 'webp', 'bmp'] },
  { id: 'audio', accepts: ['mp3', 'wav', 'wma', 'ogg', 'aac', 'flac'] },
  { id: 'video', accepts: ['mp4', 'avi', 'mov', 'wmv', 'flv', 'mkv', 'rmvb'] },
  {
    id: 'file',
    accepts: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip', 'rar', '7z', 'csv'],
  },
];

const PERM = 'cms:resource:view';

/** The API prefix the request came in under ("/prod-api"), so `src` works behind any base. */
function apiPrefix(c: Call): string {
  return /^\/[^/]+/.exec(c.url.pathname)?.[0] ?? '';
}

/** `iurl://resource?id=…`: what contents and sites store instead of a URL (InternalUrlUtils). */
export function resourceInternalUrl(resourceId: string): string {
  return `iurl://resource?id=${resourceId}`;
}

/** The preview URL of a site-relative resource path (remote resources keep their own URL). */
export function resourceSrc(c: Call, siteId: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const site = c.db.tables.sites.find((s) => s.siteId === siteId);
  return `${apiPrefix(c)}/profile/${storedPath(site, path)}`;
}

/** A grey 1×1 PNG: the seeded images have no bytes, yet their thumbnails should load in the dev server. */
const PLACEHOLDER_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mO8e+fOfwAIqANlX8cJ7QAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);

/** Seeded image rows get placeholder bytes the first time they are listed. */
function ensurePlaceholder(c: Call, row: CmsResource): void {
  if (row.resourceType !== 'image' || /^https?:/i.test(row.path)) return;
  const site = c.db.tables.sites.find((s) => s.siteId === row.siteId);
  const path = storedPath(site, row.path);
  if (c.db.tables.files.some((f) => f.path === path)) return;
  c.db.tables.files.push({
    path,
    name: row.fileName,
    contentType: 'image/png',
    size: PLACEHOLDER_PNG.length,
    data: PLACEHOLDER_PNG,
    createTime: row.createTime ?? c.db.nowString(),
    createBy: row.createBy,
  });
}

function toVO(c: Call, row: CmsResource, withSrc = true) {
  return {
    ...row,
    resourceTypeName: c.t(`CMS.CONTENTCORE.RESOURCE_TYPE.${row.resourceType}`),
    fileSizeName: displaySize(row.fileSize),
    internalUrl: resourceInternalUrl(row.resourceId),
    // 1.5.5 fills `src` in the list and upload replies only, not in the detail.
    src: withSrc ? resourceSrc(c, row.siteId, row.path) : undefined,
    enable: row.status === '0',
  };
}

/** `getSiteOrCurrent`: the `siteId` parameter when above 0, else the header's site. */
function siteOf(c: Call): string {
  const wanted = c.query.get('siteId');
  if (wanted && Number(wanted) > 0) {
    c.requirePerm(`Site:View:${wanted}`);
    return wanted;
  }
  return currentSite(c).siteId;
}

export function resourceHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const find = (c: Call, id: string | undefined) => c.db.tables.resources.find((r) => r.resourceId === id);
  return [
    route.get('/cms/resource/types', { perm: PERM }, (c) =>
      ok(
        RESOURCE_TYPES.map((t) => ({
          id: t.id,
          name: c.t(`CMS.CONTENTCORE.RESOURCE_TYPE.${t.id}`),
          accepts: t.accepts.join(','),
        })),
      ),
    ),

    route.get('/cms/resource', { perm: PERM }, (c) => {
      const siteId = siteOf(c);
      const owner = c.query.get('owner') === 'true';
      const userName = c.session().userName;
      const rows = filterRows(
        c.db.tables.resources.filter((r) => r.siteId === siteId && (!owner || r.createBy === userName)),
        c.query,
        { like: ['name'], eq: ['resourceType'], time: 'createTime' },
      ).reverse(); // newest first, like `orderByDesc(resourceId)`
      const reply = c.page(rows);
      const page = reply.data;
      if (!page) return reply;
      page.rows.forEach((row) => ensurePlaceholder(c, row));
      return ok({ ...page, rows: page.rows.map((row) => toVO(c, row)) });
    }),

    route.get<{ resourceId: string }>('/cms/resource/{resourceId}', { perm: PERM }, (c) => {
      const row = find(c, c.params.resourceId);
      if (!row) return fail('资源不存在');
      return ok(toVO(c, row, false));
    }),

    // Add or replace (form field resourceId) with a file; name and remark from the form.
    route.post('/cms/resource', { perm: PERM }, async (c) => {
      const form = await c.form();
      const { file, resourceType, suffix } = await receiveResourceFile(c);
      const text = (key: string) => {
        const v = form.get(key);
        return typeof v === 'string' && v.trim() ? v.trim() : undefined;
      };
      const existing = find(c, text('resourceId'));
      const siteId = existing?.siteId ?? currentSite(c).siteId;
      const stored = await storeFile(c, siteId, file, resourceType, suffix);
      const fields = { ...stored, name: text('name') ?? file.name, remark: text('remark') };
      if (existing) {
        Object.assign(existing, fields);
        stampUpdate(c, existing);
        return ok(toVO(c, existing));
      }
      const row = stampCreate(c, {
        resourceId: c.db.nextId(),
        siteId,
        storageType: 'Local',
        status: '0',
        ...fields,
      });
      c.db.tables.resources.push(row);
      return ok(toVO(c, row));
    }),

    route.post('/cms/resource/upload', { perm: PERM }, async (c) => {
      const { file, resourceType, suffix } = await receiveResourceFile(c);
      const siteId = currentSite(c).siteId;
      const stored = await storeFile(c, siteId, file, resourceType, suffix);
      const row = stampCreate(c, {
        resourceId: c.db.nextId(),
        siteId,
        storageType: 'Local',
        status: '0',
        name: file.name,
        ...stored,
      });
      c.db.tables.resources.push(row);
      return ok(toVO(c, row));
    }),

    route.delete('/cms/resource', { perm: PERM }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'resourceIds');
      const removed = c.db.tables.resources.filter((r) => ids.includes(r.resourceId));
      const paths = new Set(
        removed.map((r) =>
          storedPath(
            c.db.tables.sites.find((s) => s.siteId === r.siteId),
            r.path,
          ),
        ),
      );
      c.db.tables.resources = c.db.tables.resources.filter((r) => !ids.includes(r.resourceId));
      c.db.tables.files = c.db.tables.files.filter((f) => !paths.has(f.path));
    }),

    // Misspelt as in 1.5.5.
    route.get<{ resourceId: string }>('/cms/resource/downlad/{resourceId}', { perm: PERM }, (c) => {
      const row = find(c, c.params.resourceId);
      if (!row) return fail('资源不存在');
      ensurePlaceholder(c, row);
      const site = c.db.tables.sites.find((s) => s.siteId === row.siteId);
      const file = c.db.tables.files.find((f) => f.path === storedPath(site, row.path));
      if (!file) return c.error('ERRCODE.CMS.CONTENTCORE.FILE_NOT_EXIST');
      return attachment(file, row.name);
    }),
  ];
}
