/**
 * EXModelController (the parts the editors use): the current site's ex-model options and one data
 * object's field values (`XModelFieldDataDTO`), plus the store the site / catalog / content saves call
 * with their `params` (fieldName -> value), as the backend's ex-model listeners do after a save.
 */
import type { HttpHandler } from 'msw';

import { resourceSrc } from './resource';
import type { Call, MockContext } from '../../core/context';
import { ok } from '../../core/envelope';
import type { CmsXModelField, MockDb } from '../../db';
import { currentSite } from '../../services/sites';

/** IMetaModelType.DATA_FIELD_PREFIX: the DTO's fieldName is prefix + field code. */
export const EXMODEL_FIELD_PREFIX = 'ModelData_';
const EXMODEL_OWNER = 'CmsExtend';
const RESOURCE_IURL = /^iurl:\/\/resource\?id=(\d+)/;

function fieldsOf(db: MockDb, modelId: string): CmsXModelField[] {
  return db.tables.xmodelFields.filter((f) => f.modelId === modelId).sort((a, b) => a.sortFlag - b.sortFlag);
}

/** FieldOptions → [{value, name}]: "value=name" lines, or a dict type's entries. */
function optionsOf(c: Call, field: CmsXModelField): { value: string; name: string }[] {
  const opts = field.options;
  if (!opts?.value) return [];
  if (opts.type === 'dict')
    return c.db.tables.dictData
      .filter((d) => d.dictType === opts.value)
      .map((d) => ({ value: d.dictValue, name: d.dictLabel }));
  return opts.value
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [value = '', name] = line.split('=');
      return { value: value.trim(), name: (name ?? value).trim() };
    });
}

function defaultOf(field: CmsXModelField): unknown {
  const raw = field.defaultValue;
  if (field.controlType === 'checkbox') return raw ? raw.split(',') : [];
  return raw ?? '';
}

/** What the browser shows for a resource field's stored path (`iurl://resource?id=` or a path/URL). */
export function srcOf(c: Call, siteId: string, path: unknown): string | undefined {
  if (typeof path !== 'string' || !path) return undefined;
  const id = RESOURCE_IURL.exec(path)?.[1];
  if (!id) return resourceSrc(c, siteId, path);
  const row = c.db.tables.resources.find((r) => r.resourceId === id);
  return row ? resourceSrc(c, row.siteId, row.path) : undefined;
}

function valueObjOf(c: Call, siteId: string, field: CmsXModelField, value: unknown): unknown {
  if (field.controlType === 'CMSImage' || field.controlType === 'CMSResource') return srcOf(c, siteId, value);
  if (field.controlType === 'CMSContentSelect') return value;
  return undefined;
}

/**
 * Stores a save's `params` into the model's data row of (dataType, dataId): only the model's own
 * fields (keys `ModelData_<code>`), other keys are ignored. No model id → nothing to store.
 */
export function storeExModelParams(
  db: MockDb,
  modelId: string | undefined,
  dataType: string,
  dataId: string,
  params: unknown,
): void {
  if (!modelId || !params || typeof params !== 'object') return;
  const given = params as Record<string, unknown>;
  const fields = fieldsOf(db, modelId);
  if (fields.length === 0) return;
  let row = db.tables.xmodelData.find(
    (d) => d.modelId === modelId && d.dataType === dataType && d.dataId === dataId,
  );
  if (!row) {
    row = { modelId, dataType, dataId, values: {} };
    db.tables.xmodelData.push(row);
  }
  for (const field of fields) {
    const key = EXMODEL_FIELD_PREFIX + field.code;
    if (key in given) row.values[field.code] = given[key] ?? '';
  }
}

export function exModelHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/cms/exmodel/options', (c) => {
      // 1.5.5 asks for a login only (1.5.10 adds Site:View of the header's site).
      const site = currentSite(c);
      return c.page(
        c.db.tables.xmodels.filter((m) => m.ownerType === EXMODEL_OWNER && m.ownerId === site.siteId),
      );
    }),
    route.get('/cms/exmodel/data', (c) => {
      const modelId = c.query.get('modelId') ?? '';
      const dataType = c.query.get('dataType') ?? '';
      const dataId = c.query.get('dataId') ?? '';
      c.validate((v) => [v.longId(modelId)]);
      const model = c.db.tables.xmodels.find((m) => m.modelId === modelId);
      if (!model) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'modelId', modelId);
      const stored = c.db.tables.xmodelData.find(
        (d) => d.modelId === modelId && d.dataType === dataType && d.dataId === dataId,
      );
      return ok(
        fieldsOf(c.db, modelId).map((field) => {
          const value = stored && field.code in stored.values ? stored.values[field.code] : defaultOf(field);
          return {
            label: field.name,
            fieldName: EXMODEL_FIELD_PREFIX + field.code,
            fieldType: field.fieldType,
            controlType: field.controlType,
            validations: field.validations ?? [],
            options: optionsOf(c, field),
            value,
            valueObj: valueObjOf(c, model.ownerId, field, value),
          };
        }),
      );
    }),
  ];
}
