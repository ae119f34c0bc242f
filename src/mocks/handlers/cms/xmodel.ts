/**
 * XModelController and XModelFieldController (the meta module, login only): control types, the tables
 * a model type may use, a custom table's free columns, one model, and its fields (list, all, add,
 * edit, delete). Field codes are unique per model and a column holds one field (META_FIELD_CONFLICT).
 */
import type { HttpHandler } from 'msw';

import { CODE_PATTERN, columnFor, fieldsOfModel, freeColumns, requireModel } from './xmodel-store';
import type { Call, MockContext } from '../../core/context';
import { idList, stampCreate, stampUpdate } from '../../core/crud';
import { ok, table } from '../../core/envelope';
import type { CmsXModelField } from '../../db';
import { XMODEL_DB_TABLES } from '../../db/xmodel-seed-helpers';

const CONTROLS = ['input', 'textarea', 'select', 'radio', 'checkbox', 'date', 'time', 'datetime'];
const CMS_CONTROLS = ['CMSImage', 'CMSResource', 'CMSContentSelect', 'UEditor'];

/** The fixed columns of a custom form's table, listed by `field/all` unless `ignoreFixedField`. */
const FIXED_FIELDS = [
  ['数据ID', 'dataId', 'data_id'],
  ['模型ID', 'modelId', 'model_id'],
  ['站点ID', 'siteId', 'site_id'],
  ['IP', 'clientIp', 'client_ip'],
  ['UUID', 'uuid', 'uuid'],
  ['提交时间', 'createTime', 'create_time'],
] as const;

type Body = Record<string, unknown>;

function validations(value: unknown): CmsXModelField['validations'] {
  if (!Array.isArray(value)) return [];
  return (value as Body[])
    .filter((v) => typeof v?.type === 'string')
    .map((v) =>
      v.type === 'Regex' ? { type: 'Regex', regex: String(v.regex ?? '') } : { type: String(v.type) },
    );
}

function options(value: unknown): CmsXModelField['options'] {
  if (!value || typeof value !== 'object') return undefined;
  const o = value as Body;
  return { type: String(o.type ?? 'text'), value: String(o.value ?? '') };
}

/** XModelFieldServiceImpl add/edit: the body's columns, a unique code, a free column. */
function saveField(c: Call, body: Body, self?: CmsXModelField): CmsXModelField {
  c.validate((v) => [
    v.notNull(body.name),
    v.notNull(body.code),
    v.pattern(body.code, CODE_PATTERN),
    v.notNull(body.controlType),
  ]);
  const model = requireModel(c, self?.modelId ?? body.modelId);
  const clash = fieldsOfModel(c.db, model.modelId).some((f) => f !== self && f.code === body.code);
  if (clash) c.error('ERRCODE.META.META_FIELD_CONFLICT', body.code);
  const column = columnFor(c, model, body, self);
  return {
    ...(self ?? stampCreate(c, { fieldId: c.db.nextId(), modelId: model.modelId })),
    name: String(body.name),
    code: String(body.code),
    controlType: String(body.controlType),
    fieldName: column.fieldName,
    fieldType: column.fieldType ?? '',
    validations: validations(body.validations),
    options: options(body.options),
    defaultValue: typeof body.defaultValue === 'string' ? body.defaultValue : undefined,
    sortFlag: Number(body.sortFlag ?? self?.sortFlag ?? 1) || 0,
  };
}

export function xModelHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/xmodel/controls', (c) =>
      ok([...CONTROLS, ...CMS_CONTROLS].map((id) => ({ id, name: c.t(`META.CONTROL_TYPE.${id}`) }))),
    ),
    route.get('/xmodel/tables', (c) =>
      table(XMODEL_DB_TABLES.filter((t) => t.type === c.query.get('type')).map((t) => t.tableName)),
    ),
    route.get('/xmodel/tableFields', (c) => {
      const model = requireModel(c, c.query.get('modelId'));
      return table(model.isDefaultTable ? [] : freeColumns(c.db, model));
    }),
    route.get('/xmodel/field/list', (c) => {
      const model = requireModel(c, c.query.get('modelId'));
      return c.page(searchModels(fieldsOfModel(c.db, model.modelId), c.query.get('query')));
    }),
    route.get('/xmodel/field/all', (c) => {
      const model = requireModel(c, c.query.get('modelId'));
      const fixed =
        c.query.get('ignoreFixedField') === 'false' && model.ownerType === 'CmsCustomForm'
          ? FIXED_FIELDS.map(([name, code, fieldName]) => ({
              name,
              code,
              fieldName,
              editable: false,
              primaryKey: code === 'dataId',
              controlType: 'input',
            }))
          : [];
      const own = fieldsOfModel(c.db, model.modelId).map((f) => ({
        name: f.name,
        code: f.code,
        fieldName: f.fieldName,
        editable: true,
        primaryKey: false,
        controlType: f.controlType,
        fieldType: f.fieldType,
        options: f.options,
        validations: f.validations ?? [],
        defaultValue: f.defaultValue,
      }));
      return table([...fixed, ...own]);
    }),
    route.post('/xmodel/field', async (c) => {
      c.db.tables.xmodelFields.push(saveField(c, await c.body<Body>()));
    }),
    route.put('/xmodel/field', async (c) => {
      const body = await c.body<Body>();
      const self = c.db.tables.xmodelFields.find((f) => f.fieldId === String(body.fieldId));
      if (!self) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'fieldId', body.fieldId);
      Object.assign(self, stampUpdate(c, saveField(c, body, self)));
    }),
    route.delete('/xmodel/field', async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'fieldIds');
      c.db.tables.xmodelFields = c.db.tables.xmodelFields.filter((f) => !ids.includes(f.fieldId));
    }),
    route.get('/xmodel/{modelId}', (c) => ok(requireModel(c, c.params.modelId))),
  ];
}

/** Rows whose name or code contains `query` (the model, form and field lists' search). */
export function searchModels<T extends { name: string; code: string }>(
  rows: readonly T[],
  query: string | null,
) {
  const wanted = query?.trim().toLowerCase();
  if (!wanted) return [...rows];
  return rows.filter((r) => r.name.toLowerCase().includes(wanted) || r.code.toLowerCase().includes(wanted));
}
