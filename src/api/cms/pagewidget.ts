import { http, type PageParams, type RawPage } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** PageWidgetVO as the list and the detail return it (ad spaces are widgets of type `ads`). */
export interface PageWidget {
  pageWidgetId: string;
  catalogId: string;
  catalogName?: string;
  type: string;
  name: string;
  code: string;
  /** CMSPageWidgetStatus: 0 draft, 30 published, 40 offline, 60 editing. */
  state: string;
  publishPipeCode: string;
  template?: string;
  path: string;
  remark?: string;
  /** The editor route of the widget's type. */
  route?: string;
}

/** The detail: the list VO with the widget's content (a manual block's rows of items). */
export interface PageWidgetDetail<C = unknown> extends PageWidget {
  content?: C;
}

export interface PageWidgetQuery extends PageParams {
  catalogId?: string;
  name?: string;
  type?: string;
  state?: string;
}

/** PageWidgetAddDTO (`POST /cms/pagewidget?type=`, `POST /cms/adspace`). */
export interface PageWidgetAddBody {
  catalogId: string;
  type: string;
  name: string;
  code: string;
  publishPipeCode: string;
  template?: string;
  path?: string;
  remark?: string;
}

/** PageWidgetEditDTO (`PUT /cms/pagewidget?type=`, `PUT /cms/adspace`): `contentStr` is the content as JSON. */
export interface PageWidgetEditBody {
  pageWidgetId: string;
  name: string;
  code: string;
  publishPipeCode: string;
  template?: string;
  path: string;
  contentStr?: string;
  remark?: string;
}

export interface PageWidgetType {
  id: string;
  name: string;
}

export const toPageWidgetAddBody = bodyPicker<PageWidgetAddBody>()([
  'catalogId',
  'type',
  'name',
  'code',
  'publishPipeCode',
  'template',
  'path',
  'remark',
]);
export const toPageWidgetEditBody = bodyPicker<PageWidgetEditBody>()([
  'pageWidgetId',
  'name',
  'code',
  'publishPipeCode',
  'template',
  'path',
  'contentStr',
  'remark',
]);

/**
 * One link of a manual block (ItemData of the `manual` widget type): filled from a picked content or
 * catalog, or typed by hand. `logo` is what is stored (`iurl://resource?id=…` or a URL), `logoSrc` how
 * the browser shows it; `publishDate` is "yyyy-MM-dd HH:mm:ss".
 */
export interface ManualBlockItem {
  title: string;
  url?: string;
  logo?: string;
  logoSrc?: string;
  summary?: string;
  publishDate?: string;
}

/** One row of a manual block (RowData): its ordered items. */
export interface ManualBlockRow {
  items: ManualBlockItem[];
}

const toManualBlockItem = bodyPicker<ManualBlockItem>()([
  'title',
  'url',
  'logo',
  'logoSrc',
  'summary',
  'publishDate',
]);

/** A manual block's `contentStr`: its rows as JSON, each item with the fields of ItemData only. */
export function manualBlockContentStr(rows: readonly ManualBlockRow[]): string {
  return JSON.stringify(rows.map((row) => ({ items: row.items.map(toManualBlockItem) })));
}

export const pageWidgetKeys = createQueryKeys('cms/pagewidget');

const typeParam = (type: string) => `?type=${encodeURIComponent(type)}`;

/** PageWidgetController (1.5.5 REST form). */
export const pageWidgetApi = {
  types: async () => (await http.get<RawPage<PageWidgetType>>('/cms/pagewidget/types'))?.rows ?? [],
  list: (query: PageWidgetQuery) => http.page<PageWidget>('/cms/pagewidget', query),
  get: <C = unknown>(pageWidgetId: string) =>
    http.get<PageWidgetDetail<C>>(`/cms/pagewidget/${pageWidgetId}`),
  add: (body: PageWidgetAddBody) =>
    http.post<void>(`/cms/pagewidget${typeParam(body.type)}`, toPageWidgetAddBody(body)),
  update: (type: string, body: PageWidgetEditBody) =>
    http.put<void>(`/cms/pagewidget${typeParam(type)}`, toPageWidgetEditBody(body)),
  publish: (ids: readonly string[]) => http.post<void>('/cms/pagewidget/publish', ids),
  remove: (ids: readonly string[]) => http.delete<void>('/cms/pagewidget', ids),
};
