/**
 * VideoController `POST /cms/video/screenshot`: a frame of one of the site's videos at `timestamp`
 * seconds, saved as a new image resource (what FFmpeg does on the server). The mock draws the frame:
 * a gradient whose hue follows the time point, at the video's size (at most 640 wide).
 */
import type { HttpHandler } from 'msw';

import { encodePng, gradient } from './png-image';
import { resourceInternalUrl, resourceSrc } from './resource';
import { extOf, RESOURCE_TYPES, storedPath } from './resource-files';
import type { Call, MockContext } from '../../core/context';
import { stampCreate } from '../../core/crud';
import { ok } from '../../core/envelope';
import { simpleUuid } from '../../core/random';
import type { CmsResource } from '../../db';
import { currentSite } from '../../services/sites';
import { displaySize } from '../common/file';

interface ScreenshotBody {
  path?: unknown;
  timestamp?: unknown;
}

/**
 * The video a path names: `iurl://resource?id=…` (InternalUrlUtils) or a site-relative path. The seeded
 * video contents point at files the library does not list; a path with a video suffix stands for one.
 */
function findVideo(c: Call, siteId: string, path: string): Pick<CmsResource, 'name' | 'width' | 'height'> {
  const id = /^iurl:\/\/resource\?id=(\d+)/.exec(path)?.[1];
  const row = c.db.tables.resources.find(
    (r) => r.siteId === siteId && r.resourceType === 'video' && (id ? r.resourceId === id : r.path === path),
  );
  if (row) return row;
  const video = RESOURCE_TYPES.find((t) => t.id === 'video');
  if (!id && video?.accepts.includes(extOf(path))) return { name: path.split('/').pop() ?? path };
  return c.error('ERRCODE.CMS.CONTENTCORE.FILE_NOT_EXIST');
}

export function videoScreenshotHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.post('/cms/video/screenshot', async (c) => {
      const body = await c.body<ScreenshotBody>();
      const path = typeof body.path === 'string' ? body.path : '';
      const timestamp = Number(body.timestamp);
      c.validate((v) => [v.notEmpty(path), v.notNull(body.timestamp), v.min(timestamp, 0)]);
      const site = currentSite(c);
      const video = findVideo(c, site.siteId, path);
      const width = Math.min(video.width ?? 320, 640);
      const height = Math.max(1, Math.round((width * (video.height ?? 180)) / (video.width ?? 320)));
      const data = await encodePng(gradient(width, height, timestamp * 37));
      const now = new Date(c.db.now());
      const fileName = `${simpleUuid()}.png`;
      const dir = `resources/image/${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}`;
      const row = stampCreate(c, {
        resourceId: c.db.nextId(),
        siteId: site.siteId,
        resourceType: 'image',
        storageType: 'Local',
        name: `${video.name}_${timestamp}s.png`,
        path: `${dir}/${fileName}`,
        fileName,
        suffix: 'png',
        width,
        height,
        fileSize: data.length,
        status: '0',
      });
      c.db.tables.resources.push(row);
      c.db.tables.files.push({
        path: storedPath(site, row.path),
        name: row.name,
        contentType: 'image/png',
        size: data.length,
        data,
        createTime: c.db.nowString(),
        createBy: row.createBy,
      });
      return ok({
        ...row,
        resourceTypeName: c.t('CMS.CONTENTCORE.RESOURCE_TYPE.image'),
        fileSizeName: displaySize(row.fileSize),
        internalUrl: resourceInternalUrl(row.resourceId),
        src: resourceSrc(c, site.siteId, row.path),
      });
    }),
  ];
}
