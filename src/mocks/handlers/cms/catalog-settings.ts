/**
 * CatalogController's settings endpoints: the extend config props (read, save), applying config
 * props or publish pipes to child catalogs, visibility and sort.
 */
import type { HttpHandler } from 'msw';

import { enabledPipes, requireView, siteLink } from './catalog';
import type { MockContext } from '../../core/context';
import { stampUpdate } from '../../core/crud';
import { ok } from '../../core/envelope';
import { auditedRoutes } from '../../services/audit-routes';
import {
  catalogConfigProps,
  childrenOf,
  renumber,
  requireCatalog,
  subtree,
  toConfigStrings,
} from '../../services/catalogs';

type Body = Record<string, unknown>;

export function catalogSettingsHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '栏目管理', controller: 'CatalogController' });
  const log = (fn: string, type?: 'UPDATE' | 'INSERT' | 'DELETE' | 'OTHER') => ({ log: { fn, type } });
  return [
    route.get('/cms/catalog/extends', { log: false }, (c) => {
      const catalogId = c.query.get('catalogId');
      c.validate((v) => [v.notNull(catalogId), v.longId(catalogId)]);
      requireView(c, String(catalogId));
      const catalog = requireCatalog(c, catalogId);
      return ok({
        ...catalogConfigProps(catalog),
        siteId: catalog.siteId,
        PreviewPrefix: siteLink(c, catalog.siteId),
      });
    }),
    route.put<{ catalogId: string }>(
      '/cms/catalog/extends/{catalogId}',
      log('saveCatalogExtends', 'UPDATE'),
      async (c) => {
        c.requirePerm(`Catalog:Edit:${c.params.catalogId}`);
        const body = await c.body<Body>();
        const catalog = requireCatalog(c, c.params.catalogId);
        const size = body.CatalogPageSize;
        if (size !== undefined && size !== '' && !/^-?\d+$/.test(String(size)))
          c.error('ERRCODE.CMS.CONTENTCORE.INVALID_PROPERTY', 'CatalogPageSize', size);
        catalog.configProps = { ...(catalog.configProps ?? {}), ...toConfigStrings(body) };
        stampUpdate(c, catalog);
      },
    ),
    route.put('/cms/catalog/apply_children/config_props', log('applyConfigPropsToChildren'), async (c) => {
      const body = await c.body<Body>();
      c.validate((v) => [v.longId(body.catalogId)]);
      c.requirePerm(`Catalog:Edit:${String(body.catalogId)}`);
      const source = requireCatalog(c, body.catalogId);
      const keys =
        body.allExtends === true
          ? Object.keys(catalogConfigProps(source))
          : Array.isArray(body.configPropKeys)
            ? body.configPropKeys.map(String)
            : [];
      const toIds = Array.isArray(body.toCatalogIds) ? body.toCatalogIds.map(String) : [];
      const targets =
        toIds.length > 0
          ? c.db.tables.catalogs.filter((cat) => toIds.includes(cat.catalogId) && cat !== source)
          : subtree(c.db, source).filter((cat) => cat !== source);
      const values = source.configProps ?? {};
      for (const target of targets) {
        const next = { ...(target.configProps ?? {}) };
        for (const key of keys) {
          const value = values[key];
          if (value === undefined) delete next[key];
          else next[key] = value;
        }
        target.configProps = next;
      }
    }),
    route.put('/cms/catalog/apply_children/publish_pipe', log('applyPublishPipeToChildren'), async (c) => {
      const body = await c.body<Body>();
      c.validate((v) => [v.longId(body.catalogId), v.notEmpty(body.publishPipePropKeys)]);
      c.requirePerm(`Catalog:Edit:${String(body.catalogId)}`);
      const source = requireCatalog(c, body.catalogId);
      const keys = Array.isArray(body.publishPipePropKeys) ? body.publishPipePropKeys.map(String) : [];
      const code = typeof body.publishPipeCode === 'string' ? body.publishPipeCode : undefined;
      const codes = code ? [code] : enabledPipes(c, source.siteId).map((p) => p.code);
      for (const target of subtree(c.db, source)) {
        if (target === source) continue;
        const props = { ...(target.publishPipeProps ?? {}) };
        for (const pipe of codes) {
          const from = source.publishPipeProps?.[pipe] ?? {};
          const to = { ...(props[pipe] ?? {}) };
          for (const key of keys) to[key] = from[key];
          props[pipe] = to;
        }
        target.publishPipeProps = props;
      }
    }),
    route.put('/cms/catalog/visible', log('changeVisible'), async (c) => {
      const body = await c.body<Body>();
      c.validate((v) => [v.longId(body.catalogId), v.notNull(body.catalogId), v.notEmpty(body.visible)]);
      c.requirePerm(`Catalog:ShowHide:${String(body.catalogId)}`);
      const catalog = requireCatalog(c, body.catalogId);
      const visible = String(body.visible) === 'Y' ? 'Y' : 'N';
      // Hiding hides the whole branch; showing shows the catalog (and its branch) again.
      for (const row of subtree(c.db, catalog)) {
        row.visibleFlag = visible;
        stampUpdate(c, row);
      }
    }),
    route.put('/cms/catalog/sort', log('sortCatalog'), async (c) => {
      const body = await c.body<Body>();
      c.validate((v) => [v.notNull(body.catalogId), v.min(body.catalogId, 1), v.notNull(body.sort)]);
      c.requirePerm(`Catalog:Sort:${String(body.catalogId)}`);
      const sort = Math.trunc(Number(body.sort));
      if (sort === 0) c.error('ERRCODE.CMS.CONTENTCORE.CATALOG_SORT_VALUE_ZERO');
      const catalog = requireCatalog(c, body.catalogId);
      const siblings = childrenOf(c.db, catalog.siteId, catalog.parentId);
      const from = siblings.indexOf(catalog);
      const to = Math.max(0, Math.min(siblings.length - 1, from + sort));
      siblings.splice(from, 1);
      siblings.splice(to, 0, catalog);
      renumber(siblings);
    }),
  ];
}
