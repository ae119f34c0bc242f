/**
 * CustomFormController: the current site's forms (`query` on name/code, `status`), detail with one
 * template entry per publish pipe, add (creates the form's meta model on the chosen table, model id =
 * form id), edit, delete (with the model, fields and submissions), publish and offline, and the
 * submit limit rules.
 */
import type { HttpHandler } from 'msw';

import { searchModels } from './xmodel';
import { createModel, deleteModels, requireModel, updateModel } from './xmodel-store';
import type { Call, MockContext } from '../../core/context';
import { idList, stampCreate, stampUpdate } from '../../core/crud';
import { ok } from '../../core/envelope';
import type { CmsCustomFormRow } from '../../db/areas/models';
import { currentSite } from '../../services/sites';

const OWNER = 'CmsCustomForm';
const LIMIT_RULES = ['Unlimited', 'IP', 'UUID'];
const perm = (...actions: string[]) => ({ perm: actions.map((a) => `cms:customform:${a}`) });

type Body = Record<string, unknown>;

export function requireForm(c: Call, formId: unknown): CmsCustomFormRow {
  const form = c.db.tables.customForms.find((f) => f.formId === String(formId ?? ''));
  if (!form) c.error('ERR.CUSTOM_FORM.FORM_NOT_FOUND');
  return form;
}

function checkForm(c: Call, body: Body, siteId: string, self?: CmsCustomFormRow) {
  c.validate((v) => [
    v.notBlank(body.name),
    v.notBlank(body.code),
    v.dict(body.needCaptcha, 'YesOrNo'),
    v.dict(body.needLogin, 'YesOrNo'),
    v.notBlank(body.ruleLimit),
    ...(self ? [v.longId(body.formId)] : [v.notBlank(body.tableName)]),
  ]);
  const clash = c.db.tables.customForms.some(
    (f) => f !== self && f.siteId === siteId && f.code === body.code,
  );
  if (clash) c.error('ERR.COMMON.DATA_CONFLICT', body.code);
}

/** Publish pipe code → template, from the edit body's `[{code, name, template}]`. */
function templatesOf(value: unknown): Record<string, string> {
  if (!Array.isArray(value)) return {};
  return Object.fromEntries(
    (value as Body[])
      .filter((t) => typeof t?.code === 'string')
      .map((t) => [String(t.code), String(t.template ?? '')]),
  );
}

function setStatus(c: Call, ids: string[], status: number) {
  if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'formIds');
  for (const form of c.db.tables.customForms.filter((f) => ids.includes(f.formId))) {
    form.status = status;
    stampUpdate(c, form);
  }
}

export function customFormHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/cms/customform/limit_rules', (c) =>
      ok(
        LIMIT_RULES.map((value) => ({ value, label: c.t(`CUSTOM_FORM.LIMIT_RULE.${value.toUpperCase()}`) })),
      ),
    ),
    route.put('/cms/customform/publish', perm('add', 'edit'), async (c) => {
      setStatus(c, idList(await c.body<unknown>()), 10);
    }),
    route.put('/cms/customform/offline', perm('add', 'edit'), async (c) => {
      setStatus(c, idList(await c.body<unknown>()), 20);
    }),
    route.get('/cms/customform', perm('view'), (c) => {
      const site = currentSite(c);
      const status = c.query.get('status')?.trim();
      const rows = c.db.tables.customForms.filter(
        (f) => f.siteId === site.siteId && (!status || String(f.status) === status),
      );
      return c.page(searchModels(rows, c.query.get('query')).reverse());
    }),
    route.get('/cms/customform/{formId}', perm('view'), (c) => {
      const form = requireForm(c, c.params.formId);
      const pipes = c.db.tables.publishPipes
        .filter((p) => p.siteId === form.siteId && p.state === '0')
        .sort((a, b) => a.sort - b.sort);
      return ok({
        ...form,
        templates: pipes.map((p) => ({ code: p.code, name: p.name, template: form.templates[p.code] ?? '' })),
      });
    }),
    route.post('/cms/customform', perm('add'), async (c) => {
      const body = await c.body<Body>();
      const siteId = currentSite(c).siteId;
      checkForm(c, body, siteId);
      const formId = c.db.nextId();
      createModel(c, body, { ownerType: OWNER, ownerId: formId, modelId: formId });
      c.db.tables.customForms.push(
        stampCreate(c, {
          formId,
          siteId,
          modelId: formId,
          name: String(body.name),
          code: String(body.code),
          status: 0,
          needCaptcha: String(body.needCaptcha),
          needLogin: String(body.needLogin),
          ruleLimit: String(body.ruleLimit),
          dayLimit: 1,
          templates: {},
          remark: typeof body.remark === 'string' ? body.remark : undefined,
        }),
      );
    }),
    route.put('/cms/customform', perm('add', 'edit'), async (c) => {
      const body = await c.body<Body>();
      const form = requireForm(c, body.formId);
      checkForm(c, body, form.siteId, form);
      updateModel(c, requireModel(c, form.modelId), body);
      Object.assign(form, {
        name: String(body.name),
        code: String(body.code),
        needCaptcha: String(body.needCaptcha),
        needLogin: String(body.needLogin),
        ruleLimit: String(body.ruleLimit),
        dayLimit: Number(body.dayLimit ?? form.dayLimit) || 1,
        templates: body.templates === undefined ? form.templates : templatesOf(body.templates),
        remark: typeof body.remark === 'string' ? body.remark : form.remark,
      });
      stampUpdate(c, form);
    }),
    route.delete('/cms/customform', perm('delete'), async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'formIds');
      const doomed = c.db.tables.customForms.filter((f) => ids.includes(f.formId));
      c.db.tables.customForms = c.db.tables.customForms.filter((f) => !doomed.includes(f));
      c.db.tables.customFormData = c.db.tables.customFormData.filter((d) => !ids.includes(d.formId));
      deleteModels(
        c.db,
        doomed.map((f) => f.modelId),
      );
    }),
  ];
}
