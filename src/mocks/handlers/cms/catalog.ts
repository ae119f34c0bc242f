/**
 * CatalogController (1.5.5): the current site's catalog tree, CRUD with CatalogAddDTO /
 * CatalogUpdateDTO validation, alias/path spelling, batch add and the text outline (extend config
 * props, apply-to-children, visibility and sort are in ./catalog-settings, the tree and option
 * lists in ./catalog-options). Publish, move, delete, clear and merge answer a task id
 * (services/async-tasks) whose success applies the change (see ./catalog-tasks).
 */
import type { HttpHandler } from 'msw';

import { catalogTaskHandlers } from './catalog-tasks';
import { storeExModelParams } from './exmodel';
import type { Call, MockContext } from '../../core/context';
import { stampCreate, stampUpdate } from '../../core/crud';
import { ok, table } from '../../core/envelope';
import type { CmsCatalog } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import {
  ALIAS_PATTERN,
  aliasAndPath,
  CATALOG_TYPES,
  childrenOf,
  conflicts,
  findCatalog,
  MAX_CATALOG_TREE_LEVEL,
  normalizePath,
  parseOutline,
  PATH_PATTERN,
  refreshChildCount,
  requireCatalog,
  siteCatalogs,
  treeText,
} from '../../services/catalogs';
import { CURRENT_SITE_HEADER, currentSite } from '../../services/sites';

type Body = Record<string, unknown>;

const str = (v: unknown): string | undefined =>
  v === undefined || v === null ? undefined : typeof v === 'string' ? v : JSON.stringify(v);

export function enabledPipes(c: Call, siteId: string) {
  return c.db.tables.publishPipes
    .filter((p) => p.siteId === siteId && p.state === '0')
    .sort((a, b) => a.sort - b.sort);
}

export function siteLink(c: Call, siteId: string): string {
  const site = c.db.tables.sites.find((s) => s.siteId === siteId);
  const link = site?.link ?? `http://localhost/${site?.path ?? ''}/`;
  return link.endsWith('/') ? link : `${link}/`;
}

/** The stored row plus the computed fields CmsCatalog / CatalogVO carry. */
function catalogVO(c: Call, catalog: CmsCatalog) {
  const parent = findCatalog(c.db, catalog.parentId);
  const base = siteLink(c, catalog.siteId);
  const { publishPipeProps, ...row } = catalog;
  return {
    ...row,
    parentName: parent?.name,
    logoSrc: catalog.logo ? `${base}${catalog.logo}` : undefined,
    link: catalog.catalogType === 'link' ? catalog.redirectUrl : `${base}${catalog.path}`,
    status: Number(catalog.status),
    configProps: catalog.configProps ?? {},
    publishPipeDatas: enabledPipes(c, catalog.siteId).map((p) => ({
      pipeCode: p.code,
      pipeName: p.name,
      props: { ...(publishPipeProps?.[p.code] ?? {}) },
    })),
  };
}

/** `cms:resource:view & Site:AddCatalog:${#_header['CurrentSite']}` (the header value as sent). */
function requireAddCatalog(c: Call): void {
  c.requirePerm('cms:resource:view');
  c.requirePerm(`Site:AddCatalog:${c.header(CURRENT_SITE_HEADER) ?? ''}`);
}

function checkAliasPath(c: Call, body: Body): void {
  c.validate((v) => [
    v.notBlank(body.name),
    v.notBlank(body.alias),
    v.pattern(body.alias, ALIAS_PATTERN),
    v.notBlank(body.path),
    v.pattern(body.path, PATH_PATTERN),
    v.notBlank(body.catalogType),
  ]);
  if (!(CATALOG_TYPES as readonly string[]).includes(String(body.catalogType)))
    c.error('ERRCODE.CMS.CONTENTCORE.UNSUPPORTED_CATALOG_TYPE', body.catalogType);
}

/** Inserts one catalog under `parentId` ('0' = top level); CatalogServiceImpl.addCatalog. */
function insertCatalog(
  c: Call,
  siteId: string,
  parentId: string,
  fields: { name: string; alias: string; path: string; catalogType: string },
): CmsCatalog {
  const parent = parentId === '0' ? undefined : requireCatalog(c, parentId);
  if (parent && parent.siteId !== siteId) c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'parentId', parentId);
  const path = normalizePath(fields.path);
  if (conflicts(c.db, siteId, fields.alias, path)) c.error('ERRCODE.CMS.CONTENTCORE.CONFLICT_CATALOG');
  const treeLevel = parent ? parent.treeLevel + 1 : 1;
  if (treeLevel > MAX_CATALOG_TREE_LEVEL) c.error('ERRCODE.CMS.CONTENTCORE.CATALOG_MAX_TREE_LEVEL');
  const catalogId = c.db.nextId();
  const row: CmsCatalog = stampCreate(c, {
    catalogId,
    siteId,
    parentId,
    ancestors: parent ? `${parent.ancestors}:${catalogId}` : catalogId,
    name: fields.name,
    alias: fields.alias,
    path,
    catalogType: fields.catalogType,
    staticFlag: 'Y',
    visibleFlag: 'Y',
    tagIgnore: 'N',
    sortFlag: childrenOf(c.db, siteId, parentId).length + 1,
    indexFileName: 'index',
    listNameRule: '{catalogPath}',
    detailNameRule: 'Year',
    treeLevel,
    childCount: 0,
    contentCount: 0,
    status: '0',
    hitCount: 0,
    publishPipeProps: {},
    configProps: {},
  });
  c.db.tables.catalogs.push(row);
  if (parent) refreshChildCount(c.db, siteId, parent.catalogId);
  return row;
}

function updateCatalog(c: Call, body: Body): void {
  c.validate((v) => [
    v.longId(body.catalogId),
    v.notBlank(body.name),
    v.notBlank(body.alias),
    v.pattern(body.alias, ALIAS_PATTERN),
    v.notBlank(body.path),
    v.pattern(body.path, PATH_PATTERN),
    v.notEmpty(body.staticFlag),
    v.dict(body.staticFlag, 'YesOrNo'),
    v.notBlank(body.catalogType),
  ]);
  c.requirePerm(`Catalog:Edit:${String(body.catalogId)}`);
  const catalog = requireCatalog(c, body.catalogId);
  if (!(CATALOG_TYPES as readonly string[]).includes(String(body.catalogType)))
    c.error('ERRCODE.CMS.CONTENTCORE.UNSUPPORTED_CATALOG_TYPE', body.catalogType);
  const alias = String(body.alias);
  const path = normalizePath(String(body.path));
  if (conflicts(c.db, catalog.siteId, alias, path, catalog.catalogId))
    c.error('ERRCODE.CMS.CONTENTCORE.CONFLICT_CATALOG');
  Object.assign(catalog, {
    name: String(body.name),
    alias,
    path,
    logo: str(body.logo) || undefined,
    description: str(body.description),
    staticFlag: String(body.staticFlag),
    tagIgnore: str(body.tagIgnore),
    catalogType: String(body.catalogType),
    redirectUrl: str(body.redirectUrl),
    detailNameRule: str(body.detailNameRule),
    seoKeywords: str(body.seoKeywords),
    seoDescription: str(body.seoDescription),
    seoTitle: str(body.seoTitle),
  });
  const pipes = Array.isArray(body.publishPipeDatas) ? (body.publishPipeDatas as Body[]) : [];
  const props = { ...(catalog.publishPipeProps ?? {}) };
  for (const pipe of pipes) {
    if (typeof pipe.pipeCode === 'string' && pipe.props && typeof pipe.props === 'object')
      props[pipe.pipeCode] = { ...(pipe.props as Record<string, unknown>) };
  }
  catalog.publishPipeProps = props;
  const model = catalog.configProps?.CatalogExtendModel;
  storeExModelParams(c.db, model, 'catalog', catalog.catalogId, body.params);
  stampUpdate(c, catalog);
}

export function requireView(c: Call, catalogId: string): void {
  c.requirePerm(`Catalog:View:${catalogId}`);
}

export function catalogHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '栏目管理', controller: 'CatalogController' });
  const log = (fn: string, type?: 'UPDATE' | 'INSERT' | 'DELETE' | 'OTHER') => ({ log: { fn, type } });
  return [
    route.get('/cms/catalog', { perm: 'cms:catalog:view', log: false }, (c) => {
      const site = currentSite(c);
      return table(siteCatalogs(c.db, site.siteId).map((cat) => catalogVO(c, cat)));
    }),
    route.post('/cms/catalog/spelling', { log: false }, async (c) => {
      c.session();
      const body = await c.body<Body>();
      const site = currentSite(c);
      const parentId = body.parentId === undefined || body.parentId === null ? '0' : String(body.parentId);
      return ok(aliasAndPath(c.db, site.siteId, parentId, String(body.name ?? '')));
    }),
    route.get('/cms/catalog/tree', { log: false }, (c) => {
      c.session();
      const site = currentSite(c);
      const catalogId = c.query.get('catalogId') || '0';
      const root = catalogId === '0' ? undefined : requireCatalog(c, catalogId);
      const lines = root
        ? [root.name, ...treeText(c.db, site.siteId, root.catalogId, 1)]
        : treeText(c.db, site.siteId, '0');
      return ok(lines.join('\n'));
    }),
    route.post('/cms/catalog/batchAdd', log('batchAddCatalog', 'INSERT'), async (c) => {
      requireAddCatalog(c);
      const body = await c.body<Body>();
      c.validate((v) => [v.notNull(body.catalogs), v.notEmpty(body.catalogs)]);
      const site = currentSite(c);
      const rootId = body.parentId === undefined || body.parentId === null ? '0' : String(body.parentId);
      const stack: { level: number; id: string }[] = [];
      for (const { name, level } of parseOutline(String(body.catalogs))) {
        while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= level) stack.pop();
        const parentId = stack.at(-1)?.id ?? rootId;
        const { alias, path } = aliasAndPath(c.db, site.siteId, parentId, name);
        const row = insertCatalog(c, site.siteId, parentId, { name, alias, path, catalogType: 'common' });
        stack.push({ level, id: row.catalogId });
      }
    }),
    route.get<{ catalogId: string }>('/cms/catalog/{catalogId}', { log: false }, (c) => {
      requireView(c, c.params.catalogId);
      return ok(catalogVO(c, requireCatalog(c, c.params.catalogId)));
    }),
    route.post('/cms/catalog', log('addCatalog'), async (c) => {
      requireAddCatalog(c);
      const body = await c.body<Body>();
      checkAliasPath(c, body);
      const site = currentSite(c);
      const parentId = body.parentId === undefined || body.parentId === null ? '0' : String(body.parentId);
      const row = insertCatalog(c, site.siteId, parentId, {
        name: String(body.name),
        alias: String(body.alias),
        path: String(body.path),
        catalogType: String(body.catalogType),
      });
      return ok(row);
    }),
    route.put('/cms/catalog', log('editCatalog'), async (c) => {
      updateCatalog(c, await c.body<Body>());
    }),
    ...catalogTaskHandlers(route),
  ];
}
