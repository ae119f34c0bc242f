import { configApi } from '@/api/system/config';
import { downloadGet, http, postMultipart, type PageParams } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** `GET /cms/resource/types`: `accepts` is a comma-separated list of suffixes. */
export interface ResourceTypeInfo {
  id: string;
  name: string;
  accepts: string;
}

/** The backend's CmsResource (list/detail/upload reply); Long ids arrive as strings. */
export interface CmsResource {
  resourceId: string;
  siteId: string;
  resourceType: string;
  resourceTypeName?: string;
  storageType?: string;
  name: string;
  path: string;
  fileName?: string;
  suffix?: string;
  width?: number;
  height?: number;
  fileSize?: number;
  fileSizeName?: string;
  /** Only filled in by the list and the uploads (not by `GET /cms/resource/{id}`). */
  src?: string;
  internalUrl?: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateTime?: string;
}

/**
 * The row's `src` with its version: the image tool rewrites a file in place (same path), so without a
 * version the browser keeps showing the cached old picture (docs/backend-contract.md, "Image processing").
 */
export function versionedResourceSrc(
  row: Pick<CmsResource, 'src' | 'path' | 'updateTime' | 'width' | 'height' | 'fileSize'>,
): string | undefined {
  // A remote resource (its path a URL) is not the server's file: leave its URL alone.
  if (!row.src || /^https?:/i.test(row.path)) return row.src;
  const version = `${row.updateTime ?? ''}_${row.width ?? ''}x${row.height ?? ''}_${row.fileSize ?? ''}`;
  return `${row.src}${row.src.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
}

/** Query of `GET /cms/resource` (parameter names of the backend). */
export interface ResourceQuery extends PageParams {
  resourceType?: string;
  name?: string;
  /** true: only what the current user uploaded ("My Materials"). */
  owner?: boolean;
  beginTime?: string;
  endTime?: string;
}

/** Form fields of `POST /cms/resource` besides the file: a new resource, or a replacement of one. */
export interface ResourceSaveFields {
  resourceId?: string;
  name?: string;
  remark?: string;
}

export interface UploadCallOptions {
  onProgress?: (percent: number) => void;
  /** Default true: a batch reports its failed files together. */
  silent?: boolean;
}

export const resourceKeys = createQueryKeys('cms/resource');

/** ResourceController (current site from the CurrentSite header). */
export const resourceApi = {
  types: () => http.get<ResourceTypeInfo[]>('/cms/resource/types'),
  list: (query: ResourceQuery) => http.page<CmsResource>('/cms/resource', query),
  get: (resourceId: string) => http.get<CmsResource>(`/cms/resource/${resourceId}`),
  /** Bytes; 0 or less = no limit (config `ResourceUploadAcceptSize`). */
  acceptSize: async () => Number((await configApi.valueOf('ResourceUploadAcceptSize')) ?? '0') || 0,
  /** One file to the library (`POST /cms/resource/upload`, field `file`). */
  upload: (file: File, opts: UploadCallOptions = {}) =>
    postMultipart<CmsResource>(
      '/cms/resource/upload',
      { file },
      { onProgress: opts.onProgress, silent: opts.silent ?? true },
    ),
  /**
   * The library's add/edit dialog (`POST /cms/resource`): the file with `name`, `remark` and, when
   * editing, `resourceId` as form fields (the original console edits through an upload as well).
   */
  save: (file: File, fields: ResourceSaveFields, opts: UploadCallOptions = {}) =>
    postMultipart<CmsResource>(
      '/cms/resource',
      { file, resourceId: fields.resourceId, name: fields.name, remark: fields.remark },
      { onProgress: opts.onProgress, silent: opts.silent ?? false },
    ),
  remove: (ids: readonly string[]) => http.delete<void>('/cms/resource', ids),
  /** The stored file; the path keeps the backend's own spelling (`downlad`). */
  download: (resourceId: string, fileName?: string) =>
    downloadGet(`/cms/resource/downlad/${resourceId}`, fileName),
};
