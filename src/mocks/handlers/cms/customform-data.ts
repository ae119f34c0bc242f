/**
 * CustomFormDataController: a form's submissions (`ip` search, newest first) keyed by field code with
 * the fixed columns and a `<code>_src` preview for internal URLs, detail, add, edit and delete. Values
 * are checked against the fields' validations with the meta module's messages (META.Validation.*),
 * the same kinds the console's generated forms check.
 */
import type { HttpHandler } from 'msw';

import { requireForm } from './customform';
import { srcOf } from './exmodel';
import { fieldsOfModel } from './xmodel-store';
import type { Call, MockContext } from '../../core/context';
import { idList } from '../../core/crud';
import { ok } from '../../core/envelope';
import { raise } from '../../core/reply';
import type { CmsXModelField } from '../../db';
import type { CustomFormDataRow } from '../../db/areas/models';

type Body = Record<string, unknown>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const CHECKS: Record<string, (text: string) => boolean> = {
  Number: (v) => /^-?\d+(\.\d+)?$/.test(v),
  Int: (v) => /^-?\d+$/.test(v),
  Email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  PhoneNumber: (v) => /^1[3-9]\d{9}$/.test(v),
  Date: (v) => DATE.test(v) && !Number.isNaN(Date.parse(v)),
  Time: (v) => TIME.test(v),
  DateTime: (v) => DATE.test(v.slice(0, 10)) && v[10] === ' ' && TIME.test(v.slice(11)),
};

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}

/** The first validation a value breaks, as the server words it. */
function violation(c: Call, field: CmsXModelField, value: unknown): string | undefined {
  for (const rule of field.validations ?? []) {
    if (rule.type === 'NotEmpty') {
      if (isEmpty(value)) return c.t('META.Validation.NotEmpty', field.name);
      continue;
    }
    if (isEmpty(value) || typeof value === 'object') continue;
    const text = String(value);
    let passed = CHECKS[rule.type]?.(text);
    if (rule.type === 'Regex') {
      try {
        passed = new RegExp(rule.regex ?? '').test(text);
      } catch {
        passed = true;
      }
    }
    if (passed === false) return c.t(`META.Validation.${rule.type}`, field.name);
  }
  return undefined;
}

function valuesOf(c: Call, fields: CmsXModelField[], body: Body): Record<string, unknown> {
  const errors = fields.map((f) => violation(c, f, body[f.code])).filter((m): m is string => !!m);
  if (errors.length > 0) raise(errors.join('\n'));
  return Object.fromEntries(fields.filter((f) => f.code in body).map((f) => [f.code, body[f.code] ?? '']));
}

function toRow(c: Call, fields: CmsXModelField[], row: CustomFormDataRow, modelId: string) {
  const out: Body = {
    dataId: row.dataId,
    modelId,
    siteId: row.siteId,
    clientIp: row.clientIp,
    uuid: row.uuid,
    createTime: row.createTime,
  };
  for (const field of fields) {
    const value = row.values[field.code];
    out[field.code] = value;
    if (typeof value === 'string' && value.startsWith('iurl://'))
      out[`${field.code}_src`] = srcOf(c, row.siteId, value);
  }
  return out;
}

export function customFormDataHandlers({ route }: MockContext): HttpHandler[] {
  const context = (c: Call) => {
    const form = requireForm(c, c.query.get('formId'));
    return { form, fields: fieldsOfModel(c.db, form.modelId) };
  };
  const requireRow = (c: Call, formId: string, dataId: unknown) => {
    const row = c.db.tables.customFormData.find(
      (d) => d.formId === formId && d.dataId === String(dataId ?? ''),
    );
    if (!row) c.error('ERR.CUSTOM_FORM.FORM_NOT_FOUND');
    return row;
  };
  return [
    route.get('/cms/customform/data/detail', { public: true }, (c) => {
      const { form, fields } = context(c);
      return ok(toRow(c, fields, requireRow(c, form.formId, c.query.get('dataId')), form.modelId));
    }),
    route.get('/cms/customform/data', { perm: 'cms:customform:view' }, (c) => {
      const { form, fields } = context(c);
      const ip = c.query.get('ip')?.trim();
      const rows = c.db.tables.customFormData
        .filter((d) => d.formId === form.formId && (!ip || d.clientIp.includes(ip)))
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.dataId) - Number(a.dataId));
      return c.page(rows.map((row) => toRow(c, fields, row, form.modelId)));
    }),
    route.post('/cms/customform/data', async (c) => {
      const { form, fields } = context(c);
      const values = valuesOf(c, fields, await c.body<Body>());
      c.db.tables.customFormData.push({
        dataId: c.db.nextId(),
        formId: form.formId,
        siteId: form.siteId,
        clientIp: '127.0.0.1',
        uuid: crypto.randomUUID(),
        createTime: c.db.nowString(),
        values,
      });
    }),
    route.put('/cms/customform/data', async (c) => {
      const { form, fields } = context(c);
      const body = await c.body<Body>();
      const row = requireRow(c, form.formId, body.dataId);
      Object.assign(row.values, valuesOf(c, fields, body));
    }),
    route.delete('/cms/customform/data', async (c) => {
      const { form } = context(c);
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'dataIds');
      c.db.tables.customFormData = c.db.tables.customFormData.filter(
        (d) => d.formId !== form.formId || !ids.includes(d.dataId),
      );
    }),
  ];
}
