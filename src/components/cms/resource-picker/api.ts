import { configApi } from '@/api/system/config';
import { http, type PageResult } from '@/lib/http';

import type { CmsResource, ResourceQuery, ResourceTypeInfo } from './types';

export const resourceApi = {
  types: () => http.get<ResourceTypeInfo[]>('/cms/resource/types'),
  list: (query: ResourceQuery): Promise<PageResult<CmsResource>> =>
    http.page<CmsResource>('/cms/resource', query),
  /** Bytes; 0 or less = no limit (config `ResourceUploadAcceptSize`). */
  acceptSize: async () => Number((await configApi.valueOf('ResourceUploadAcceptSize')) ?? '0') || 0,
  /**
   * One file to the library (`POST /cms/resource/upload`, field `file`). Silent: the picker reports
   * every failed file of a batch together.
   */
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<CmsResource>('/cms/resource/upload', form, {
      headers: { 'Content-Type': 'multipart/form-data' },
      silent: true,
      timeout: 0,
    });
  },
};

export const resourceKeys = {
  all: ['cms/resource'] as const,
  types: ['cms/resource', 'types'] as const,
  acceptSize: ['cms/resource', 'acceptSize'] as const,
  list: (siteId: string | undefined, query: ResourceQuery) =>
    ['cms/resource', 'list', siteId, query] as const,
};
