/** What a picker hands back: `path` is stored (an `iurl://` for library items, the URL for links). */
export interface PickedResource {
  resourceId?: string;
  path: string;
  src: string;
  name: string;
  fileSize?: number;
  width?: number;
  height?: number;
  suffix?: string;
}

export type ResourceKind = 'image' | 'audio' | 'video' | 'file';

/** `GET /cms/resource/types`: `accepts` is a comma-separated list of suffixes. */
export interface ResourceTypeInfo {
  id: string;
  name: string;
  accepts: string;
}

/** The backend's CmsResource (list/upload reply); Long ids arrive as strings. */
export interface CmsResource {
  resourceId: string;
  siteId: string;
  resourceType: string;
  resourceTypeName?: string;
  name: string;
  path: string;
  fileName?: string;
  suffix?: string;
  width?: number;
  height?: number;
  fileSize?: number;
  fileSizeName?: string;
  src?: string;
  internalUrl?: string;
  createBy?: string;
  createTime?: string;
}

/** Query of `GET /cms/resource` (parameter names of the backend). */
export interface ResourceQuery {
  pageNum: number;
  pageSize: number;
  resourceType?: string;
  name?: string;
  /** true: only what the current user uploaded ("My Materials"). */
  owner?: boolean;
  beginTime?: string;
  endTime?: string;
}

export function toPicked(row: CmsResource): PickedResource {
  return {
    resourceId: row.resourceId,
    path: row.internalUrl ?? row.path,
    src: row.src ?? '',
    name: row.name,
    fileSize: row.fileSize,
    width: row.width,
    height: row.height,
    suffix: row.suffix,
  };
}
