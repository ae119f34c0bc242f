/**
 * SysMenuController (1.5.5): flat list, detail, select trees (all menus; the user's own screens),
 * add, edit, delete. Names are @I18nField (`MENU.NAME.<id>` in the request locale); adding a menu
 * stores its name under that key for the current locale. Server rules: an external link (isFrame Y)
 * needs an http(s) path (SYSTEM_ERROR, whose server text carries no detail), the name is unique
 * under its parent (DATA_CONFLICT "menuName"), a menu is not its own parent (INVALID_REQUEST_ARG),
 * a menu with children cannot be deleted (MENU_DEL_CHILD_FIRST). 1.5.5 does not refuse to delete a
 * menu granted to a role (grants are permission keys, not menu ids), so neither does the mock.
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { filterRows, stampCreate, stampUpdate } from '../../core/crud';
import { ok, table } from '../../core/envelope';
import type { SysMenu } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import { menuTreeSelect } from '../../services/tree';

type MenuBody = Partial<Record<keyof SysMenu, unknown>>;

const langKey = (menuId: string) => `MENU.NAME.${menuId}`;
const isHttp = (path: unknown) => /^https?:\/\//i.test(String(path ?? ''));
const text = (v: unknown, fallback = '') => (v === undefined || v === null ? fallback : String(v));

/** Menus ordered like the mapper (parent, order_num). */
function ordered(menus: readonly SysMenu[]): SysMenu[] {
  return [...menus].sort((a, b) => Number(a.parentId) - Number(b.parentId) || a.orderNum - b.orderNum);
}

export function menuVO(c: Call, menu: SysMenu) {
  return { ...menu, menuName: c.label(menu.menuName, langKey(menu.menuId)), children: [] };
}

function findMenu(c: Call, id: unknown): SysMenu {
  const menu = c.db.tables.menus.find((m) => m.menuId === String(id));
  if (!menu) c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'menuId', id);
  return menu;
}

function checkMenu(c: Call, body: MenuBody, selfId?: string) {
  c.validate((v) => [
    v.notBlank(body.menuName),
    v.length(body.menuName, 0, 50),
    v.notNull(body.orderNum),
    v.notBlank(body.menuType),
    v.pattern(body.menuType, /^[MCF]$/),
  ]);
  if (body.isFrame === 'Y' && !isHttp(body.path))
    c.error('ERR.COMMON.SYSTEM_ERROR', 'The path must start with http(s)://');
  const parentId = text(body.parentId, '0');
  const clash = c.db.tables.menus.some(
    (m) => m.menuId !== selfId && m.parentId === parentId && m.menuName === body.menuName,
  );
  if (clash) c.error('ERR.COMMON.DATA_CONFLICT', 'menuName');
}

function fields(body: MenuBody) {
  return {
    parentId: text(body.parentId, '0'),
    menuName: String(body.menuName),
    orderNum: Number(body.orderNum),
    path: text(body.path),
    component: text(body.component),
    query: text(body.query),
    isFrame: text(body.isFrame, 'N'),
    isCache: text(body.isCache, 'Y'),
    menuType: String(body.menuType),
    visible: text(body.visible, 'Y'),
    status: text(body.status, '0'),
    perms: text(body.perms),
    icon: text(body.icon),
    remark: typeof body.remark === 'string' ? body.remark : undefined,
  };
}

/** sys_i18n_dict upsert (SysI18nDictService.saveOrUpdate). */
function saveI18n(c: Call, key: string, value: string) {
  const row = c.db.tables.i18nDicts.find((d) => d.langKey === key && d.langTag === c.locale);
  if (row) row.langValue = value;
  else
    c.db.tables.i18nDicts.push({ dictId: c.db.nextId(), langTag: c.locale, langKey: key, langValue: value });
}

export function menuHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '菜单管理', controller: 'SysMenuController' });
  const view = 'system:menu:view';
  const filtered = (c: Call) =>
    filterRows(ordered(c.db.tables.menus), c.query, { like: ['menuName'], eq: ['status', 'visible'] });
  return [
    route.get('/system/menu/list', { perm: view }, (c) => table(filtered(c).map((m) => menuVO(c, m)))),
    route.get('/system/menu/treeselect', {}, (c) =>
      ok(menuTreeSelect(filtered(c), (m) => c.label(m.menuName, langKey(m.menuId)))),
    ),
    route.get('/system/menu/userTreeselect', {}, (c) => {
      const perms = c.permissions();
      const all = perms.includes('*');
      const mine = ordered(c.db.tables.menus).filter(
        (m) =>
          m.menuType !== 'F' &&
          m.visible === 'Y' &&
          m.status === '0' &&
          (all || !m.perms || perms.includes(m.perms)),
      );
      return ok(menuTreeSelect(mine, (m) => c.label(m.menuName, langKey(m.menuId))));
    }),
    route.get('/system/menu/{menuId}', { perm: view }, (c) => ok(menuVO(c, findMenu(c, c.params.menuId)))),
    route.post('/system/menu', { perm: 'system:menu:add' }, async (c) => {
      const body = await c.body<MenuBody>();
      checkMenu(c, body);
      const menu: SysMenu = stampCreate(c, { menuId: c.db.nextId(), ...fields(body) });
      c.db.tables.menus.push(menu);
      saveI18n(c, langKey(menu.menuId), menu.menuName);
    }),
    route.put('/system/menu', { perm: 'system:menu:edit' }, async (c) => {
      const body = await c.body<MenuBody>();
      const menu = findMenu(c, body.menuId);
      if (text(body.parentId, '0') === menu.menuId)
        c.error('ERR.COMMON.INVALID_REQUEST_ARG', 'The parent cannot be it self.');
      checkMenu(c, body, menu.menuId);
      Object.assign(menu, fields(body));
      stampUpdate(c, menu);
    }),
    route.delete<{ menuId: string }>('/system/menu/{menuId}', { perm: 'system:menu:remove' }, (c) => {
      const { menuId } = c.params;
      if (c.db.tables.menus.some((m) => m.parentId === menuId)) c.error('ERR.SYS.MENU_DEL_CHILD_FIRST');
      c.db.tables.menus = c.db.tables.menus.filter((m) => m.menuId !== menuId);
      c.db.tables.i18nDicts = c.db.tables.i18nDicts.filter((d) => d.langKey !== langKey(menuId));
    }),
  ];
}
