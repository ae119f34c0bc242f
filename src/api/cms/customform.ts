import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** CustomFormStatus: 0 draft, 10 published, 20 offline. */
export type CustomFormStatus = 0 | 10 | 20;

/** One publish pipe's template of a form (`{code, name, template}`). */
export type CustomFormTemplate = Record<string, string>;

/** CmsCustomForm as `GET /cms/customform` lists it. */
export interface CmsCustomForm {
  formId: string;
  siteId: string;
  /** The form's meta model: the fields screen's `modelId` (equal to the form id). */
  modelId: string;
  name: string;
  code: string;
  status: CustomFormStatus;
  /** YesOrNo. */
  needCaptcha: string;
  needLogin: string;
  /** A value of `GET /cms/customform/limit_rules`. */
  ruleLimit: string;
  templates?: Record<string, string>;
  remark?: string;
  createTime?: string;
}

/** CustomFormVO of `GET /cms/customform/{formId}`: the templates one entry per publish pipe. */
export interface CustomFormVO extends Omit<CmsCustomForm, 'templates'> {
  templates?: CustomFormTemplate[];
}

export interface CustomFormQuery extends PageParams {
  query?: string;
  status?: string;
}

/** Body of `POST /cms/customform` (CustomFormAddDTO). */
export interface CustomFormAddBody {
  siteId?: string;
  name: string;
  code: string;
  tableName: string;
  needCaptcha: string;
  needLogin: string;
  ruleLimit: string;
  remark?: string;
}

/** Body of `PUT /cms/customform` (CustomFormEditDTO). */
export interface CustomFormEditBody {
  formId: string;
  name: string;
  code: string;
  needCaptcha: string;
  needLogin: string;
  ruleLimit: string;
  dayLimit?: number;
  templates?: CustomFormTemplate[];
  remark?: string;
}

const toAddBody = bodyPicker<CustomFormAddBody>()([
  'siteId',
  'name',
  'code',
  'tableName',
  'needCaptcha',
  'needLogin',
  'ruleLimit',
  'remark',
]);
const toEditBody = bodyPicker<CustomFormEditBody>()([
  'formId',
  'name',
  'code',
  'needCaptcha',
  'needLogin',
  'ruleLimit',
  'dayLimit',
  'templates',
  'remark',
]);

/** A submission: the form's field codes plus the fixed columns (data_id, ip, …) and `<code>_src` previews. */
export type CustomFormRow = Record<string, unknown>;

export interface CustomFormDataQuery extends PageParams {
  formId: string;
  ip?: string;
}

export const customFormKeys = createQueryKeys('cms/customform');
export const customFormDataKeys = createQueryKeys('cms/customform-data');

const dataUrl = (formId: string) => `/cms/customform/data?formId=${encodeURIComponent(formId)}`;

/** CustomFormController and CustomFormDataController. */
export const customFormApi = {
  limitRules: () => http.get<{ value: string; label: string }[]>('/cms/customform/limit_rules'),
  list: (query: CustomFormQuery) => http.page<CmsCustomForm>('/cms/customform', query),
  get: (formId: string) => http.get<CustomFormVO>(`/cms/customform/${formId}`),
  add: (body: CustomFormAddBody) => http.post<void>('/cms/customform', toAddBody(body)),
  update: (body: CustomFormEditBody) => http.put<void>('/cms/customform', toEditBody(body)),
  remove: (formIds: readonly string[]) => http.delete<void>('/cms/customform', formIds),
  publish: (formIds: readonly string[]) => http.put<void>('/cms/customform/publish', formIds),
  offline: (formIds: readonly string[]) => http.put<void>('/cms/customform/offline', formIds),
  dataList: (query: CustomFormDataQuery) => http.page<CustomFormRow>('/cms/customform/data', query),
  dataDetail: (formId: string, dataId: string) =>
    http.get<CustomFormRow>('/cms/customform/data/detail', { formId, dataId }),
  /** The body is the record keyed by field code (a Map on the server). */
  addData: (formId: string, record: CustomFormRow) => http.post<void>(dataUrl(formId), record),
  updateData: (formId: string, record: CustomFormRow) => http.put<void>(dataUrl(formId), record),
  removeData: (formId: string, dataIds: readonly string[]) => http.delete<void>(dataUrl(formId), dataIds),
};
