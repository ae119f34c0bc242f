import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** Whose values an ex-model holds (`dataType` of `GET /cms/exmodel/data`). */
export type ExModelDataType = 'site' | 'catalog' | 'content';

/** The owner type of the models this controller manages (the custom forms own `CmsCustomForm`). */
export const EXMODEL_OWNER_TYPE = 'CmsExtend';

/** XModel as `GET /cms/exmodel`, `/cms/exmodel/options` and `/xmodel/{modelId}` return it. */
export interface XModel {
  modelId: string;
  /** `CmsExtend` (ex-models) or `CmsCustomForm` (custom forms). */
  ownerType: string;
  /** The site id for ex-models, the form id for custom forms. */
  ownerId: string;
  name: string;
  code: string;
  tableName: string;
  /** True when the model stores its values in the shared default table (fields pick a `fieldType`). */
  isDefaultTable?: boolean;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}

/** Query of `GET /cms/exmodel`: name or code contains `query`. */
export interface ExModelQuery extends PageParams {
  query?: string;
}

/** Body of `POST|PUT /cms/exmodel` and each item of `DELETE /cms/exmodel` (XModelDTO). */
export interface XModelBody {
  modelId?: string;
  ownerType?: string;
  ownerId?: string;
  name: string;
  code: string;
  tableName: string;
}

const toModelBody = bodyPicker<XModelBody>()([
  'modelId',
  'ownerType',
  'ownerId',
  'name',
  'code',
  'tableName',
]);

/** One field of `GET /cms/exmodel/data` (XModelFieldDataDTO). */
export interface XModelFieldData {
  label: string;
  /** `ModelData_<code>`: the key of the field in the callers' `params`. */
  fieldName: string;
  fieldType?: string;
  /** input, textarea, radio, checkbox, select, date, time, datetime, CMSImage, CMSResource, CMSContentSelect, UEditor */
  controlType: string;
  /** e.g. [{type:'NotEmpty'}, {type:'Regex', regex:'…'}] */
  validations?: { type?: string; regex?: string }[];
  options?: { value: string; name: string }[];
  value?: unknown;
  /** Display help: the image/resource `src`, or the picked content. */
  valueObj?: unknown;
}

export const exModelKeys = createQueryKeys('cms/exmodel');

/** EXModelController. */
export const exModelApi = {
  list: (query: ExModelQuery) => http.page<XModel>('/cms/exmodel', query),
  /** `GET /cms/exmodel/options`: the current site's ex-models (login only). */
  options: (pageSize = 1000) => http.page<XModel>('/cms/exmodel/options', { pageSize }),
  add: (body: XModelBody) => http.post<void>('/cms/exmodel', toModelBody(body)),
  update: (body: XModelBody) => http.put<void>('/cms/exmodel', toModelBody(body)),
  /** The contract's body is the list of model objects, not ids. */
  remove: (models: readonly XModelBody[]) => http.delete<void>('/cms/exmodel', models.map(toModelBody)),
  /** The fields of `modelId` with the values stored for (dataType, dataId). */
  data: async (modelId: string, dataType: ExModelDataType, dataId: string) =>
    (await http.get<XModelFieldData[]>('/cms/exmodel/data', { modelId, dataType, dataId })) ?? [],
};
