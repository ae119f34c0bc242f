/**
 * ImageProcessController (`cms:resource:view` and site view of the header's site): crop and
 * resize/rotate/flip rewrite the stored image in place (same path, like the server's storage write)
 * and the row takes the new width, height and size; the two watermark calls take a region and, as
 * in 1.5.5, leave the image as it is (docs/backend-contract.md, "Image processing"). Every call is recorded in the operation log (`@Log`).
 * PNGs are really transformed (./png-image); other formats keep their bytes and get the new size.
 */
import type { HttpHandler } from 'msw';

import { requireHeaderSiteView } from './cms-perms';
import { crop, decodePng, encodePng, flip, gradient, isPng, type Pixels, resize, rotate } from './png-image';
import { storedPath } from './resource-files';
import type { Call, MockContext } from '../../core/context';
import { stampUpdate } from '../../core/crud';
import type { CmsResource } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';

interface RegionBody {
  resourceId?: unknown;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}

interface RotateBody {
  resourceId?: unknown;
  width?: number;
  height?: number;
  rotate?: number;
  flipX?: boolean;
  flipY?: boolean;
}

function requireProcessPerms(c: Call): void {
  c.requirePerm('cms:resource:view');
  requireHeaderSiteView(c);
}

function requireImage(c: Call, id: unknown): CmsResource {
  requireProcessPerms(c);
  const row = c.db.tables.resources.find((r) => r.resourceId === String(id ?? ''));
  if (!row) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'resourceId', String(id ?? ''));
  if (row.resourceType !== 'image') c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'resourceId');
  return row;
}

const int = (value: unknown) => Math.round(Number(value ?? 0)) || 0;

/**
 * Applies `transform` to the stored image: PNG bytes are decoded, transformed and written back; other
 * formats keep their bytes and the row takes the size `transform` gives a blank image of its size.
 */
async function rewrite(c: Call, row: CmsResource, transform: (img: Pixels) => Pixels): Promise<void> {
  const site = c.db.tables.sites.find((s) => s.siteId === row.siteId);
  const file = c.db.tables.files.find((f) => f.path === storedPath(site, row.path));
  if (!file) return c.error('ERRCODE.CMS.CONTENTCORE.FILE_NOT_EXIST');
  if (isPng(file.data)) {
    // The seeded rows' bytes are a 1×1 placeholder (whose zlib checksum Node refuses): draw one of
    // the row's size to work on.
    const stored = await decodePng(file.data).catch(() => undefined);
    const placeholder = !stored || (stored.width === 1 && stored.height === 1);
    const result = transform(
      placeholder && row.width && row.height
        ? gradient(row.width, row.height, 128)
        : (stored ?? (await decodePng(file.data))),
    );
    file.data = await encodePng(result);
    file.size = file.data.length;
    Object.assign(row, { width: result.width, height: result.height, fileSize: file.size });
  } else {
    const width = row.width ?? 1;
    const height = row.height ?? 1;
    const result = transform({ width, height, data: new Uint8Array(width * height * 4) });
    Object.assign(row, { width: result.width, height: result.height });
  }
  stampUpdate(c, row);
}

export function imageProcessHandlers(ctx: MockContext): HttpHandler[] {
  const audited = auditedRoutes(ctx, { title: '图片处理', controller: 'ImageProcessController' });
  return [
    audited.post(
      '/cms/process/image/crop',
      { log: { fn: 'cropImage', type: 'UPDATE', title: '图片裁剪' } },
      async (c) => {
        const body = await c.body<RegionBody>();
        const row = requireImage(c, body.resourceId);
        await rewrite(c, row, (img) =>
          crop(img, int(body.x), int(body.y), int(body.width), int(body.height)),
        );
      },
    ),
    audited.post(
      '/cms/process/image/rotate',
      { log: { fn: 'rotateImage', type: 'UPDATE', title: '旋转缩放' } },
      async (c) => {
        const body = await c.body<RotateBody>();
        const row = requireImage(c, body.resourceId);
        await rewrite(c, row, (img) =>
          flip(
            rotate(resize(img, int(body.width), int(body.height)), int(body.rotate)),
            body.flipX === true,
            body.flipY === true,
          ),
        );
      },
    ),
    // 1.5.5 answers these without reading the resource: only the permissions count.
    audited.post(
      '/cms/process/image/image/textWatermark',
      { log: { fn: 'textWatermark', type: 'UPDATE', title: '文字水印' } },
      requireProcessPerms,
    ),
    audited.post(
      '/cms/process/image/image/imageWatermark',
      { log: { fn: 'imageWatermark', type: 'UPDATE', title: '图片水印' } },
      requireProcessPerms,
    ),
  ];
}
