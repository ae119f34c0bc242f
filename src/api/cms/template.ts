import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** TemplateListVO of `GET /cms/template`. */
export interface TemplateListRow {
  templateId: string;
  siteId: string;
  publishPipeCode: string;
  /** Relative to the pipe's template directory, e.g. "list_news.template.html". */
  path: string;
  filesize?: number;
  filesizeName?: string;
  modifyTime?: string;
  remark?: string;
}

/** CmsTemplate of `GET /cms/template/{templateId}` (`modifyTime` is epoch ms here). */
export interface CmsTemplate {
  templateId: string;
  siteId: string;
  publishPipeCode: string;
  path: string;
  content: string;
  filesize?: number;
  modifyTime?: number;
  remark?: string;
}

export interface TemplateQuery extends PageParams {
  publishPipeCode?: string;
  filename?: string;
  /** Overrides the CurrentSite header when set (`getSiteOrCurrent`). */
  siteId?: string;
}

/** TemplateAddDTO of `POST /cms/template`. */
export interface TemplateAddBody {
  siteId?: string;
  publishPipeCode: string;
  path: string;
  remark?: string;
}

/** TemplateRenameDTO of `POST /cms/template/rename`. */
export interface TemplateRenameBody {
  templateId: string;
  path: string;
  remark?: string;
}

/** TemplateUpdateDTO of `PUT /cms/template`. */
export interface TemplateUpdateBody {
  templateId: string;
  content: string;
  remark?: string;
}

const toAddBody = bodyPicker<TemplateAddBody>()(['siteId', 'publishPipeCode', 'path', 'remark']);
const toRenameBody = bodyPicker<TemplateRenameBody>()(['templateId', 'path', 'remark']);
const toUpdateBody = bodyPicker<TemplateUpdateBody>()(['templateId', 'content', 'remark']);

export const templateKeys = createQueryKeys('cms/template');

/** TemplateController. */
export const templateApi = {
  list: (query: TemplateQuery) => http.page<TemplateListRow>('/cms/template', query),
  get: (templateId: string) => http.get<CmsTemplate>(`/cms/template/${templateId}`),
  add: (body: TemplateAddBody) => http.post<void>('/cms/template', toAddBody(body)),
  rename: (body: TemplateRenameBody) => http.post<void>('/cms/template/rename', toRenameBody(body)),
  update: (body: TemplateUpdateBody) => http.put<void>('/cms/template', toUpdateBody(body)),
  remove: (ids: readonly string[]) => http.delete<void>('/cms/template', ids),
  /** Drops the cached output of `<@cms_include cache=true>` blocks of these templates. */
  clearIncludeCache: (ids: readonly string[]) => http.delete<void>('/cms/template/clearIncludeCache', ids),
  /** Drops FreeMarker's compiled templates of every site. */
  clearTemplateCache: () => http.post<void>('/cms/template/clearTemplateCache'),
};
