import { http, type PageParams } from '@/lib/http';

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

export interface TemplateQuery extends PageParams {
  publishPipeCode: string;
  filename?: string;
  /** Overrides the CurrentSite header when set (`getSiteOrCurrent`). */
  siteId?: string;
}

export const templatePickerApi = {
  list: (query: TemplateQuery) => http.page<TemplateListRow>('/cms/template', query),
};

export const templatePickerKeys = {
  all: ['cms/template-picker'] as const,
  list: (query: TemplateQuery) => ['cms/template-picker', 'list', query] as const,
};
