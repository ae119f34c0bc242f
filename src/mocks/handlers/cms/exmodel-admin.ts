/**
 * EXModelController's model management: the current site's ex-models (`GET /cms/exmodel`, name or code
 * search), add, edit and delete (the body is the list of model objects). Deleting a model drops its
 * fields and stored values.
 */
import type { HttpHandler } from 'msw';

import { searchModels } from './xmodel';
import { createModel, deleteModels, requireModel, updateModel } from './xmodel-store';
import type { MockContext } from '../../core/context';
import { currentSite } from '../../services/sites';

const OWNER = 'CmsExtend';

export function exModelAdminHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/cms/exmodel', { perm: 'cms:exmodel:view' }, (c) => {
      const site = currentSite(c);
      const own = c.db.tables.xmodels.filter((m) => m.ownerType === OWNER && m.ownerId === site.siteId);
      return c.page(searchModels(own, c.query.get('query')));
    }),
    route.post('/cms/exmodel', { perm: 'cms:exmodel:add' }, async (c) => {
      const body = await c.body();
      createModel(c, body, { ownerType: OWNER, ownerId: currentSite(c).siteId });
    }),
    route.put('/cms/exmodel', { perm: ['cms:exmodel:add', 'cms:exmodel:edit'] }, async (c) => {
      const body = await c.body();
      const model = requireModel(c, body.modelId);
      if (model.ownerType !== OWNER)
        return c.error('ERRCODE.META.UNSUPPORTED_META_MODEL_TYPE', model.ownerType);
      updateModel(c, model, body);
    }),
    route.delete('/cms/exmodel', { perm: 'cms:exmodel:delete' }, async (c) => {
      const body = await c.body<unknown>();
      const models = Array.isArray(body) ? (body as { modelId?: unknown }[]) : [];
      if (models.length === 0) return c.error('ERR.COMMON.NOT_EMPTY', 'models');
      const ids = models.map((m) => String(m?.modelId ?? ''));
      const own = c.db.tables.xmodels.filter((m) => m.ownerType === OWNER && ids.includes(m.modelId));
      deleteModels(
        c.db,
        own.map((m) => m.modelId),
      );
    }),
  ];
}
