/** Builders of the seeded meta models' fields (ex-models and custom forms). */
import type { CmsXModelField } from './cms-types';
import { SEED_TIME } from './fixtures';

export const base = { createBy: 'admin', createTime: SEED_TIME };
export const notEmpty = [{ type: 'NotEmpty' }];

export type FieldSpec = Pick<CmsXModelField, 'name' | 'code' | 'controlType'> &
  Partial<Pick<CmsXModelField, 'options' | 'validations' | 'fieldType' | 'defaultValue' | 'fieldName'>>;

/** Fields of a model; default-table fields get the column `<fieldType><n>`, custom ones name theirs. */
export function fields(modelId: string, firstId: number, specs: FieldSpec[]): CmsXModelField[] {
  return specs.map((spec, i) => ({
    ...base,
    fieldType: 'medium_text',
    fieldName: `${spec.fieldType ?? 'medium_text'}${i + 1}`,
    ...spec,
    fieldId: String(firstId + i),
    modelId,
    sortFlag: i + 1,
  }));
}

/** FieldOptions of `value=label` lines. */
export const text = (lines: [string, string][]) => ({
  type: 'text',
  value: lines.map(([v, n]) => `${v}=${n}`).join('\n'),
});

/** A table of the mock database a meta model can store its values in. */
export interface XModelDbTable {
  tableName: string;
  /** The model type whose models may use it (`GET /xmodel/tables?type=`). */
  type: 'CmsExtend' | 'CmsCustomForm';
  /** The shared default table: fields choose a field type, the server assigns the column. */
  isDefault: boolean;
  /** The value columns (the fixed ones — model_id, data_id, … — are not offered). */
  columns: string[];
}

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

/** The default tables' value columns per MetaFieldType. */
export const DEFAULT_TABLE_COLUMNS: Record<string, number> = {
  short_text: 25,
  medium_text: 25,
  large_text: 10,
  clob_text: 5,
  long: 10,
  double: 10,
  datetime: 10,
};

const defaultColumns = Object.entries(DEFAULT_TABLE_COLUMNS).flatMap(([type, n]) => numbered(type, n));

export const XMODEL_DB_TABLES: readonly XModelDbTable[] = [
  { tableName: 'cms_exd_default', type: 'CmsExtend', isDefault: true, columns: defaultColumns },
  {
    tableName: 'cms_exd_product',
    type: 'CmsExtend',
    isDefault: false,
    columns: [...numbered('str', 10), ...numbered('num', 4), ...numbered('text', 2)],
  },
  {
    tableName: 'cms_exd_event',
    type: 'CmsExtend',
    isDefault: false,
    columns: [...numbered('str', 6), ...numbered('date', 2)],
  },
  { tableName: 'cms_cfd_default', type: 'CmsCustomForm', isDefault: true, columns: defaultColumns },
  {
    tableName: 'cms_cfd_feedback',
    type: 'CmsCustomForm',
    isDefault: false,
    columns: [...numbered('str', 8), ...numbered('text', 3)],
  },
  { tableName: 'cms_cfd_apply', type: 'CmsCustomForm', isDefault: false, columns: numbered('str', 10) },
];

/** "产品参数" on cms_exd_product: one field of every validation kind, columns str9/str10, num3/num4, text1/text2 left free. */
export const PRODUCT_FIELDS: FieldSpec[] = [
  { name: '型号', code: 'model_no', controlType: 'input', fieldName: 'str1', validations: notEmpty },
  {
    name: '重量(kg)',
    code: 'weight',
    controlType: 'input',
    fieldName: 'num1',
    validations: [{ type: 'Number' }],
  },
  {
    name: '库存',
    code: 'stock',
    controlType: 'input',
    fieldName: 'num2',
    validations: [{ type: 'Int' }],
  },
  {
    name: '上市日期',
    code: 'launch',
    controlType: 'date',
    fieldName: 'str2',
    validations: [{ type: 'Date' }],
  },
  {
    name: '客服时间',
    code: 'service_time',
    controlType: 'time',
    fieldName: 'str3',
    validations: [{ type: 'Time' }],
  },
  {
    name: '发布时间',
    code: 'release_at',
    controlType: 'datetime',
    fieldName: 'str4',
    validations: [{ type: 'DateTime' }],
  },
  {
    name: '售后邮箱',
    code: 'service_mail',
    controlType: 'input',
    fieldName: 'str5',
    validations: [{ type: 'Email' }],
  },
  {
    name: '售后电话',
    code: 'service_phone',
    controlType: 'input',
    fieldName: 'str6',
    validations: [{ type: 'PhoneNumber' }],
  },
  {
    name: '产品编码',
    code: 'sku',
    controlType: 'input',
    fieldName: 'str7',
    validations: [{ type: 'Regex', regex: '^[A-Z]{2}-\\d{4}$' }],
  },
  {
    name: '是否节能',
    code: 'energy_saving',
    controlType: 'select',
    fieldName: 'str8',
    options: { type: 'dict', value: 'YesOrNo' },
  },
];
