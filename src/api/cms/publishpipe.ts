import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** CmsPublishPipe as `/cms/publishpipe/list` and `/cms/publishpipe/{id}` return it. */
export interface CmsPublishPipe {
  publishpipeId: string;
  siteId: string;
  name: string;
  /** Letters, digits, underscore; fixed once created (templates and directories are named after it). */
  code: string;
  /** EnableOrDisable: '0' enabled, '1' disabled. */
  state: string;
  sort: number;
  enable?: boolean;
  remark?: string;
  createBy?: string;
  createTime?: string;
}

/** PublishPipeProp rows of `GET /cms/publishpipe/selectData`: the enabled pipes of the current site. */
export interface PublishPipeOption {
  pipeCode: string;
  pipeName: string;
  props?: Record<string, unknown>;
}

/** Body of `POST|PUT /cms/publishpipe` (CmsPublishPipe: the fields the console writes). */
export interface PublishPipeBody {
  publishpipeId?: string;
  name: string;
  code: string;
  state: string;
  sort: number;
  remark?: string;
}

const toBody = bodyPicker<PublishPipeBody>()(['publishpipeId', 'name', 'code', 'state', 'sort', 'remark']);

export const publishPipeKeys = createQueryKeys('cms/publishpipe');

/** PublishPipeController (current site from the CurrentSite header). */
export const publishPipeApi = {
  list: (query: PageParams) => http.page<CmsPublishPipe>('/cms/publishpipe/list', query),
  get: (publishPipeId: string) => http.get<CmsPublishPipe>(`/cms/publishpipe/${publishPipeId}`),
  /** Enabled pipes of the current site (the table reply's rows). */
  selectData: async () =>
    (await http.get<{ rows?: PublishPipeOption[] }>('/cms/publishpipe/selectData'))?.rows ?? [],
  add: (body: PublishPipeBody) => http.post<void>('/cms/publishpipe', toBody(body)),
  update: (body: PublishPipeBody) => http.put<void>('/cms/publishpipe', toBody(body)),
  remove: (ids: readonly string[]) => http.delete<void>('/cms/publishpipe', ids),
  enable: (publishPipeId: string) => http.post<void>(`/cms/publishpipe/enable/${publishPipeId}`),
  disable: (publishPipeId: string) => http.post<void>(`/cms/publishpipe/disable/${publishPipeId}`),
};
