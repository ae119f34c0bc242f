/**
 * CmsPermissionController (1.5.5, login only): the Site, Catalog and PageWidget grants of a role or a
 * user, edited in the permission tabs of the role and user screens. Grants are stored in
 * sys_permission as keys (`Site:Edit:1`); for a user, what its roles grant comes back `inherited`.
 * The catalog grid lists the site's catalog tree; the page-widget grid is still empty (its saves work).
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { ok, table } from '../../core/envelope';
import type { PermissionOwnerType, PermissionType } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import { buildCatalogTree, type CatalogTreeNode, siteCatalogs } from '../../services/catalogs';

interface PrivItem {
  granted?: unknown;
  inherited?: unknown;
}
interface PrivRow {
  siteId?: unknown;
  catalogId?: unknown;
  pageWidgetId?: unknown;
  perms?: Record<string, PrivItem>;
  children?: PrivRow[];
}
interface SaveBody {
  ownerType?: unknown;
  owner?: unknown;
  siteId?: unknown;
  perms?: PrivRow[];
}

/** Backend enums SitePrivItem, CatalogPrivItem, PageWidgetPrivItem (bit order). */
const SITE_ITEMS = ['View', 'Edit', 'Delete', 'Publish', 'AddPageWidget', 'AddCatalog'];
const CATALOG_ITEMS = [
  'View',
  'Edit',
  'Delete',
  'Publish',
  'ShowHide',
  'Move',
  'Sort',
  'AddContent',
  'EditContent',
  'DeleteContent',
];
const PAGE_WIDGET_ITEMS = ['View', 'Edit', 'Delete', 'Publish', 'Offline'];
const ITEM_NAMES: Record<string, string> = {
  View: '查看',
  Edit: '编辑',
  Delete: '删除',
  Publish: '发布',
  AddPageWidget: '新增页面部件',
  AddCatalog: '新增栏目',
  ShowHide: '显示/隐藏',
  Move: '移动',
  Sort: '排序',
  AddContent: '新增内容',
  EditContent: '编辑内容',
  DeleteContent: '删除内容',
  Offline: '下线',
};
const itemList = (items: readonly string[]) => items.map((id) => ({ id, name: ITEM_NAMES[id] ?? id }));

function owner(c: Call, source: { ownerType?: unknown; owner?: unknown }) {
  c.validate((v) => [v.notEmpty(source.ownerType), v.notEmpty(source.owner)]);
  return { ownerType: String(source.ownerType) as PermissionOwnerType, owner: String(source.owner) };
}

function ownerOfQuery(c: Call) {
  return owner(c, { ownerType: c.query.get('ownerType') ?? '', owner: c.query.get('owner') ?? '' });
}

/** The owner's own keys of a type, and the keys its roles grant (users only). */
function keysOf(c: Call, o: { ownerType: string; owner: string }, type: PermissionType) {
  const grantOf = (ownerType: string, id: string) =>
    c.db.tables.permissions.find((p) => p.ownerType === ownerType && p.owner === id && p.permType === type)
      ?.permissions ?? [];
  const user = o.ownerType === 'User' ? c.db.tables.users.find((u) => u.userId === o.owner) : undefined;
  return {
    own: new Set(grantOf(o.ownerType, o.owner)),
    inherited: new Set((user?.roleIds ?? []).flatMap((roleId) => grantOf('Role', roleId))),
  };
}

function privs(keys: ReturnType<typeof keysOf>, type: string, items: readonly string[], id: string) {
  return Object.fromEntries(
    items.map((item) => {
      const key = `${type}:${item}:${id}`;
      return [
        item,
        { granted: keys.own.has(key) || keys.inherited.has(key), inherited: keys.inherited.has(key) },
      ];
    }),
  );
}

/** Replaces the owner's keys of a type for the saved rows' ids with the granted, non-inherited cells. */
function saveKeys(c: Call, body: SaveBody, type: PermissionType, idOf: (row: PrivRow) => unknown) {
  const o = owner(c, body);
  const rows: PrivRow[] = [];
  const walk = (list: PrivRow[] | undefined) =>
    (list ?? []).forEach((row) => {
      rows.push(row);
      walk(row.children);
    });
  walk(body.perms);
  const ids = new Set(rows.map((row) => String(idOf(row))));
  const granted = rows.flatMap((row) =>
    Object.entries(row.perms ?? {})
      .filter(([, p]) => p.granted === true && p.inherited !== true)
      .map(([item]) => `${type}:${item}:${String(idOf(row))}`),
  );
  let grant = c.db.tables.permissions.find(
    (p) => p.ownerType === o.ownerType && p.owner === o.owner && p.permType === type,
  );
  if (!grant) {
    grant = { permissionId: c.db.nextId(), ...o, permType: type, permissions: [] };
    c.db.tables.permissions.push(grant);
    grant.createBy = c.session().userName;
    grant.createTime = c.db.nowString();
  }
  const kept = grant.permissions.filter((key) => !ids.has(key.split(':')[2] ?? ''));
  grant.permissions = [...kept, ...granted];
  grant.updateBy = c.session().userName;
  grant.updateTime = c.db.nowString();
}

const sortedSites = (c: Call) => [...c.db.tables.sites].sort((a, b) => a.sortFlag - b.sortFlag);

export function cmsPermissionHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '权限设置', controller: 'CmsPermissionController' });
  const update = (fn: string) => ({ log: { type: 'UPDATE' as const, fn } });
  return [
    route.get('/cms/perms/site', {}, (c) => {
      const keys = keysOf(c, ownerOfQuery(c), 'Site');
      return ok({
        sitePrivItems: itemList(SITE_ITEMS),
        sitePrivs: sortedSites(c).map((s) => ({
          siteId: s.siteId,
          name: s.name,
          perms: privs(keys, 'Site', SITE_ITEMS, s.siteId),
        })),
      });
    }),
    route.put('/cms/perms/site', update('saveSitePermission'), async (c) => {
      saveKeys(c, await c.body<SaveBody>(), 'Site', (row) => row.siteId);
    }),
    route.get('/cms/perms/site/options', {}, (c) => {
      const keys = keysOf(c, ownerOfQuery(c), 'Site');
      const held = (key: string) => keys.own.has(key) || keys.inherited.has(key);
      return table(
        sortedSites(c)
          .filter((s) => held(`Site:View:${s.siteId}`))
          .map((s) => ({ id: s.siteId, name: s.name })),
      );
    }),
    route.get('/cms/perms/catalog', {}, (c) => {
      const keys = keysOf(c, ownerOfQuery(c), 'Catalog');
      const siteId = c.query.get('siteId') ?? '';
      // The site's catalog tree, each row with its grants (CatalogPrivItem cells).
      const toRow = (n: CatalogTreeNode): Record<string, unknown> => ({
        catalogId: n.id,
        parentId: n.parentId,
        name: n.label,
        perms: privs(keys, 'Catalog', CATALOG_ITEMS, n.id),
        children: n.children?.map(toRow),
      });
      const tree = buildCatalogTree(siteCatalogs(c.db, siteId));
      return ok({ catalogPrivItems: itemList(CATALOG_ITEMS), catalogPrivs: tree.map(toRow) });
    }),
    route.put('/cms/perms/catalog', update('saveCatalogPermission'), async (c) => {
      const body = await c.body<SaveBody>();
      c.validate((v) => [v.longId(body.siteId)]);
      saveKeys(c, body, 'Catalog', (row) => row.catalogId);
    }),
    route.get('/cms/perms/pageWidget', {}, (c) => {
      ownerOfQuery(c);
      return ok({ privItems: itemList(PAGE_WIDGET_ITEMS), pageWidgetPrivs: [] });
    }),
    route.put('/cms/perms/pageWidget', update('savePageWidgetPermission'), async (c) => {
      saveKeys(c, await c.body<SaveBody>(), 'PageWidget', (row) => row.pageWidgetId);
    }),
  ];
}
