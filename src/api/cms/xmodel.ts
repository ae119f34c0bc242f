import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';
import type { XModel } from './exmodel';

/** A control type of `GET /xmodel/controls` (`id` = the `controlType`, `name` translated). */
export interface XModelControl {
  id: string;
  name: string;
}

/** One validation of a field: `{type}` or `{type: 'Regex', regex}`. */
export interface FieldValidation {
  type: string;
  regex?: string;
}

/** The validation kinds the server checks (docs/endpoints.md, the meta module). */
export const VALIDATION_TYPES = [
  'NotEmpty',
  'Number',
  'Int',
  'Date',
  'Time',
  'DateTime',
  'Email',
  'PhoneNumber',
] as const;

/** FieldOptions: `value=label` lines (`text`) or a dictionary type (`dict`). */
export interface FieldOptions {
  type: 'text' | 'dict' | string;
  value: string;
}

/** XModelField as `GET /xmodel/field/list` returns it. */
export interface XModelField {
  fieldId: string;
  modelId: string;
  name: string;
  code: string;
  /** MetaFieldType of a default-table model (short_text, …). */
  fieldType?: string;
  /** The table column. */
  fieldName: string;
  controlType: string;
  options?: FieldOptions;
  defaultValue?: string;
  validations?: FieldValidation[];
  sortFlag: number;
  remark?: string;
  createTime?: string;
}

/** MetaModelField of `GET /xmodel/field/all` (the fixed fields too unless `ignoreFixedField`). */
export interface MetaModelField {
  name: string;
  code: string;
  fieldName: string;
  editable: boolean;
  defaultValue?: string;
  primaryKey?: boolean;
  controlType: string;
  fieldType?: string;
  options?: FieldOptions;
  validations?: FieldValidation[];
}

export interface XModelFieldQuery extends PageParams {
  modelId: string;
  query?: string;
}

/** Body of `POST|PUT /xmodel/field` (XModelFieldDTO). */
export interface XModelFieldBody {
  fieldId?: string;
  modelId: string;
  name: string;
  code: string;
  fieldType?: string;
  fieldName?: string;
  controlType: string;
  validations?: FieldValidation[];
  options?: FieldOptions;
  defaultValue?: string;
  sortFlag?: number;
  defaultTable?: boolean;
}

const toFieldBody = bodyPicker<XModelFieldBody>()([
  'fieldId',
  'modelId',
  'name',
  'code',
  'fieldType',
  'fieldName',
  'controlType',
  'validations',
  'options',
  'defaultValue',
  'sortFlag',
  'defaultTable',
]);

export const xModelKeys = createQueryKeys('meta/xmodel');
export const xModelFieldKeys = createQueryKeys('meta/xmodel-field');

/** XModelController and XModelFieldController (the meta module). */
export const xModelApi = {
  controls: () => http.get<XModelControl[]>('/xmodel/controls'),
  /** Table names a model of `type` (`CmsExtend`, `CmsCustomForm`) may store in. */
  tables: async (type: string) => (await http.page<string>('/xmodel/tables', { type })).rows,
  /** The columns of a custom-table model no field uses yet. */
  tableFields: async (modelId: string) => (await http.page<string>('/xmodel/tableFields', { modelId })).rows,
  get: (modelId: string) => http.get<XModel>(`/xmodel/${modelId}`),
  fieldList: (query: XModelFieldQuery) => http.page<XModelField>('/xmodel/field/list', query),
  fieldAll: async (modelId: string, ignoreFixedField = true) =>
    (await http.page<MetaModelField>('/xmodel/field/all', { modelId, ignoreFixedField })).rows,
  addField: (body: XModelFieldBody) => http.post<void>('/xmodel/field', toFieldBody(body)),
  updateField: (body: XModelFieldBody) => http.put<void>('/xmodel/field', toFieldBody(body)),
  removeFields: (fieldIds: readonly string[]) => http.delete<void>('/xmodel/field', fieldIds),
};
