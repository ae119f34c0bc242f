import type { CmsResource } from '@/api/cms/resource';

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

export type { CmsResource, ResourceQuery, ResourceTypeInfo } from '@/api/cms/resource';

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
