/**
 * How the resource library receives and stores an uploaded file: the multipart part checked against
 * the resource types, the stored file under the site's path, and the image size read from its header.
 */
import type { Call } from '../../core/context';
import { fail } from '../../core/envelope';
import { simpleUuid } from '../../core/random';
import { MockReply } from '../../core/reply';
import type { CmsSite, StoredFile } from '../../db';
import { contentTypeOf } from '../common/file';

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

export const extOf = (name: string) => (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** Where the bytes of a site resource are kept in db.tables.files (the part after /profile/). */
export function storedPath(site: CmsSite | undefined, path: string): string {
  return `cms/${site?.path ?? 'site'}/${path}`;
}

/** Width and height read from a PNG, GIF or JPEG header (what ImageIO reports); undefined otherwise. */
export function imageSize(data: Uint8Array): { width?: number; height?: number } {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length > 24 && data[0] === 0x89 && data[1] === 0x50)
    return { width: view.getUint32(16), height: view.getUint32(20) };
  if (data.length > 10 && data[0] === 0x47 && data[1] === 0x49)
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8) {
    let at = 2;
    while (at + 9 < data.length) {
      const marker = data[at + 1] ?? 0;
      const length = view.getUint16(at + 2);
      if (marker >= 0xc0 && marker <= 0xc3)
        return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      at += 2 + length;
    }
  }
  return {};
}

/**
 * The checks of ResourceService.uploadResource: a non-empty part `file`, a suffix some resource type
 * accepts (and config AllowUploadFileType allows), a size within config ResourceUploadAcceptSize.
 */
export async function receiveResourceFile(
  c: Call,
): Promise<{ file: File; resourceType: string; suffix: string }> {
  const value = (await c.form()).get('file');
  if (value === null || typeof value === 'string')
    throw new MockReply(fail("Required request part 'file' is not present"));
  if (value.size === 0) c.error('ERR.COMMON.UPLOAD_FILE_EMPTY');
  const suffix = extOf(value.name);
  const allowed = (c.db.config('AllowUploadFileType') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s && s !== '*');
  const type = RESOURCE_TYPES.find((t) => t.accepts.includes(suffix));
  if (!type || (allowed.length > 0 && !allowed.includes(suffix)))
    c.error('ERRCODE.CMS.CONTENTCORE.NOT_ALLOW_FILE_TYPE', suffix || value.name);
  requireAcceptSize(c, value.size);
  return { file: value, resourceType: type.id, suffix };
}

/** Config `ResourceUploadAcceptSize` (bytes; 0 or less: no limit) bounds every CMS upload of a site. */
export function requireAcceptSize(c: Call, size: number): void {
  const limit = Number(c.db.config('ResourceUploadAcceptSize') ?? '0');
  if (limit > 0 && size > limit) c.error('ERRCODE.CMS.CONTENTCORE.RESOURCE_ACCEPT_SIZE_LIMIT');
}

/** Stores the bytes and fills the file fields of `row` (a new row or the one being replaced). */
export async function storeFile(c: Call, siteId: string, file: File, resourceType: string, suffix: string) {
  const site = c.db.tables.sites.find((s) => s.siteId === siteId);
  const now = new Date(c.db.now());
  const dir = `resources/${resourceType}/${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}`;
  const fileName = `${simpleUuid()}.${suffix}`;
  const path = `${dir}/${fileName}`;
  const data = new Uint8Array(await file.arrayBuffer());
  const stored: StoredFile = {
    path: storedPath(site, path),
    name: file.name,
    contentType: contentTypeOf(file.name, file.type),
    size: file.size,
    data,
    createTime: c.db.nowString(),
    createBy: c.optionalSession()?.userName,
  };
  c.db.tables.files.push(stored);
  const size = resourceType === 'image' ? imageSize(data) : {};
  return { path, fileName, suffix, fileSize: file.size, resourceType, ...size };
}
