/**
 * The meta module's rules shared by the ex-model, custom form and field handlers: which tables a model
 * may use, the columns its fields may take, and the checks the backend's XModelService /
 * XModelFieldService run, with their messages (ERRCODE.META.*).
 */
import type { Call } from '../../core/context';
import { stampCreate, stampUpdate } from '../../core/crud';
import type { CmsXModel, CmsXModelField, MockDb } from '../../db';
import { DEFAULT_TABLE_COLUMNS, XMODEL_DB_TABLES, type XModelDbTable } from '../../db/xmodel-seed-helpers';

export const CODE_PATTERN = /^[A-Za-z0-9_]+$/;

export function dbTable(tableName: string): XModelDbTable | undefined {
  return XMODEL_DB_TABLES.find((t) => t.tableName === tableName);
}

export function requireModel(c: Call, modelId: unknown): CmsXModel {
  const model = c.db.tables.xmodels.find((m) => m.modelId === String(modelId));
  if (!model) c.error('ERRCODE.META.META_MODEL_NOT_FOUND', modelId);
  return model;
}

export function fieldsOfModel(db: MockDb, modelId: string): CmsXModelField[] {
  return db.tables.xmodelFields
    .filter((f) => f.modelId === modelId)
    .sort((a, b) => a.sortFlag - b.sortFlag || Number(a.fieldId) - Number(b.fieldId));
}

/** The value columns of the model's table no other field of the model stores in. */
export function freeColumns(db: MockDb, model: CmsXModel, exceptFieldId?: string): string[] {
  const used = new Set(
    fieldsOfModel(db, model.modelId)
      .filter((f) => f.fieldId !== exceptFieldId)
      .map((f) => f.fieldName),
  );
  return (dbTable(model.tableName)?.columns ?? []).filter((col) => !used.has(col));
}

/**
 * Name, code and table of a new or edited model of `ownerType`: the table must exist for the type, and
 * a custom table belongs to one model only (META_TABLE_CONFICT); codes are unique per owner.
 */
export function checkModel(c: Call, body: Record<string, unknown>, ownerType: string, self?: CmsXModel) {
  c.validate((v) => [
    v.notBlank(body.name),
    v.pattern(body.code, CODE_PATTERN),
    v.notBlank(body.code),
    ...(self ? [] : [v.notBlank(body.tableName)]),
  ]);
  const tableName = self?.tableName ?? String(body.tableName);
  const table = dbTable(tableName);
  if (!table || table.type !== ownerType) c.error('ERRCODE.META.META_TABLE_NOT_EXISTS', tableName);
  const others = c.db.tables.xmodels.filter((m) => m !== self);
  if (!table.isDefault && others.some((m) => m.tableName === tableName))
    c.error('ERRCODE.META.META_TABLE_CONFICT', tableName);
  const ownerId = self?.ownerId ?? String(body.ownerId ?? '');
  if (others.some((m) => m.ownerType === ownerType && m.ownerId === ownerId && m.code === body.code))
    c.error('ERR.COMMON.DATA_CONFLICT', body.code);
  return table;
}

export function createModel(
  c: Call,
  body: Record<string, unknown>,
  owner: { ownerType: string; ownerId: string; modelId?: string },
): CmsXModel {
  const table = checkModel(c, { ...body, ownerId: owner.ownerId }, owner.ownerType);
  const model = stampCreate(c, {
    modelId: owner.modelId ?? c.db.nextId(),
    ownerType: owner.ownerType,
    ownerId: owner.ownerId,
    name: String(body.name),
    code: String(body.code),
    tableName: table.tableName,
    isDefaultTable: table.isDefault,
  });
  c.db.tables.xmodels.push(model);
  return model;
}

export function updateModel(c: Call, model: CmsXModel, body: Record<string, unknown>) {
  checkModel(c, body, model.ownerType, model);
  model.name = String(body.name);
  model.code = String(body.code);
  stampUpdate(c, model);
}

/** Deletes models with their fields and stored values. */
export function deleteModels(db: MockDb, modelIds: readonly string[]) {
  const doomed = new Set(modelIds);
  db.tables.xmodels = db.tables.xmodels.filter((m) => !doomed.has(m.modelId));
  db.tables.xmodelFields = db.tables.xmodelFields.filter((f) => !doomed.has(f.modelId));
  db.tables.xmodelData = db.tables.xmodelData.filter((d) => !doomed.has(d.modelId));
}

/**
 * The column a saved field stores in: on a custom table the chosen column, which must exist and be
 * free (META_FIELD_CONFLICT otherwise); on the default table the first free column of the field type
 * (FIELD_LIMIT when none is left). An edit keeps its column unless it asks for another.
 */
export function columnFor(c: Call, model: CmsXModel, body: Record<string, unknown>, self?: CmsXModelField) {
  const free = freeColumns(c.db, model, self?.fieldId);
  if (!model.isDefaultTable) {
    const wanted = String(body.fieldName ?? '');
    if (!wanted) c.validate((v) => [v.notBlank(body.fieldName)]);
    if (!dbTable(model.tableName)?.columns.includes(wanted))
      c.error('ERRCODE.META.DB_FIELD_NOT_EXISTS', wanted);
    if (!free.includes(wanted)) c.error('ERRCODE.META.META_FIELD_CONFLICT', wanted);
    return { fieldName: wanted, fieldType: undefined };
  }
  const fieldType = String(body.fieldType ?? self?.fieldType ?? '');
  c.validate((v) => [v.notBlank(fieldType)]);
  if (self && self.fieldType === fieldType) return { fieldName: self.fieldName, fieldType };
  const column = free.find((col) => col.startsWith(fieldType) && /^\d+$/.test(col.slice(fieldType.length)));
  if (!column || !(fieldType in DEFAULT_TABLE_COLUMNS)) c.error('ERRCODE.META.FIELD_LIMIT', fieldType);
  return { fieldName: column, fieldType };
}
