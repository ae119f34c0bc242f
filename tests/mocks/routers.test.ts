import { buildRouters, componentName, innerLinkPath, type RouterVO, type SysMenu } from '@/mocks';

import { mockDb, mockLogin } from '../msw-server';
import { call } from './helpers';

/** A menu row with defaults; override what a case needs. */
function menu(over: Partial<SysMenu> & Pick<SysMenu, 'menuId'>): SysMenu {
  return {
    parentId: '0',
    menuName: `m${over.menuId}`,
    orderNum: 1,
    path: `p${over.menuId}`,
    component: '',
    query: '',
    isFrame: 'N',
    isCache: 'Y',
    menuType: 'M',
    visible: 'Y',
    status: '0',
    perms: '',
    icon: 'icon',
    ...over,
  };
}

const build = (menus: SysMenu[], permissions: string[] = ['*']) =>
  buildRouters(menus, { permissions, title: (m) => m.menuName });

describe('buildRouters (unit)', () => {
  it('names routes after the component path', () => {
    expect(componentName('system/user/index')).toBe('SystemUserIndex');
    expect(componentName('cms/contentcore/publishPipe')).toBe('CmsContentcorePublishPipe');
    expect(innerLinkPath('https://www.ruoyi.vip/docs')).toBe('ruoyi/vip/docs');
  });

  it('builds a top-level directory with children: /path, Layout, alwaysShow, noRedirect', () => {
    const routes = build([
      menu({ menuId: '1', path: 'system', icon: 'system' }),
      menu({
        menuId: '100',
        parentId: '1',
        menuType: 'C',
        path: 'user',
        component: 'system/user/index',
        orderNum: 2,
      }),
      menu({
        menuId: '101',
        parentId: '1',
        menuType: 'C',
        path: 'role',
        component: 'system/role/index',
        orderNum: 1,
      }),
      menu({ menuId: '1001', parentId: '100', menuType: 'F', path: '', perms: 'system:user:add' }),
    ]);
    expect(routes).toEqual([
      {
        name: undefined,
        hidden: false,
        path: '/system',
        component: 'Layout',
        alwaysShow: true,
        redirect: 'noRedirect',
        meta: { title: 'm1', icon: 'system', noCache: false },
        children: [
          {
            hidden: false,
            name: 'SystemRoleIndex',
            path: 'role',
            component: 'system/role/index',
            meta: { title: 'm101', icon: 'icon', noCache: false },
          },
          {
            hidden: false,
            name: 'SystemUserIndex',
            path: 'user',
            component: 'system/user/index',
            meta: { title: 'm100', icon: 'icon', noCache: false },
          },
        ],
      },
    ]);
    // NON_EMPTY: the empty name/query keys are absent, not undefined.
    expect(Object.keys(routes[0] ?? {})).not.toContain('name');
    expect(Object.keys(routes[0] ?? {})).not.toContain('query');
  });

  it('wraps a top-level screen in a "/" Layout route without meta', () => {
    const [route] = build([
      menu({ menuId: '2080', menuType: 'C', path: 'statistics', component: 'stat/index', icon: 'chart' }),
    ]);
    expect(route).toEqual({
      hidden: false,
      path: '/',
      component: 'Layout',
      children: [
        {
          hidden: false,
          path: 'statistics',
          component: 'stat/index',
          name: 'StatIndex',
          meta: { title: 'm2080', icon: 'chart', noCache: false },
        },
      ],
    });
  });

  it('uses ParentView for nested directories and InnerLink for inner http links', () => {
    const [route] = build([
      menu({ menuId: '1' }),
      menu({ menuId: '2', parentId: '1' }),
      menu({ menuId: '3', parentId: '2', menuType: 'C', path: 'https://www.a.com/x', isCache: 'N' }),
    ]);
    const nested = route?.children?.[0];
    expect(nested).toMatchObject({
      path: 'p2',
      component: 'ParentView',
      alwaysShow: true,
      redirect: 'noRedirect',
    });
    expect(nested?.children?.[0]).toEqual({
      hidden: false,
      path: 'a/com/x',
      component: 'InnerLink',
      meta: { title: 'm3', icon: 'icon', noCache: true, link: 'https://www.a.com/x' },
    });
  });

  it('keeps external links (isFrame Y) with their http path and meta.link', () => {
    const [route] = build([
      menu({ menuId: '2' }),
      menu({
        menuId: '2059',
        parentId: '2',
        menuType: 'C',
        isFrame: 'Y',
        path: 'http://localhost:18080/job/',
      }),
    ]);
    expect(route?.children?.[0]).toEqual({
      hidden: false,
      path: 'http://localhost:18080/job/',
      component: 'Layout',
      meta: { title: 'm2059', icon: 'icon', noCache: false, link: 'http://localhost:18080/job/' },
    });
  });

  it('wraps a top-level inner link in a "/" route with an InnerLink child', () => {
    // As in RuoYi, a top-level type-C row takes the menu-frame branch first, so this applies to type M.
    const [route] = build([menu({ menuId: '9', menuType: 'M', path: 'https://a.com' })]);
    expect(route?.path).toBe('/');
    expect(route?.children?.[0]).toMatchObject({
      path: 'a/com',
      component: 'InnerLink',
      meta: { link: 'https://a.com' },
    });
  });

  it('filters by perms (empty perms are public), disabled rows and orphans; marks hidden menus', () => {
    const routes = build(
      [
        menu({ menuId: '1', perms: 'a:view' }),
        menu({ menuId: '11', parentId: '1', menuType: 'C', component: 'x/y', perms: 'a:x' }),
        menu({ menuId: '12', parentId: '1', menuType: 'C', component: 'x/z', perms: 'a:z' }),
        menu({ menuId: '13', parentId: '1', menuType: 'C', component: 'x/w', status: '1' }),
        menu({ menuId: '2', perms: 'b:view' }),
        menu({ menuId: '21', parentId: '2', menuType: 'C', component: 'b/c' }),
        menu({ menuId: '3', visible: 'N', orderNum: 0 }),
      ],
      ['a:view', 'a:x'],
    );
    expect(routes.map((r) => r.path)).toEqual(['/p3', '/p1']);
    expect(routes[0]).toMatchObject({ hidden: true });
    // A directory without visible children is neither alwaysShow nor has children.
    expect(routes[0]).not.toHaveProperty('children');
    expect(routes[1]?.children?.map((c) => c.name)).toEqual(['XY']);
  });
});

/** Every route node that stands for a menu row (the '/' wrappers carry no meta). */
function menuNodes(routes: RouterVO[]): RouterVO[] {
  return routes.flatMap((r) => [...(r.meta ? [r] : []), ...menuNodes(r.children ?? [])]);
}

describe('GET /getRouters', () => {
  it('shows the admin every non-button menu row, in order_num order, titles in the request locale', async () => {
    const res = await call<RouterVO[]>('/getRouters', { token: mockLogin('admin') });
    const routes = res.data ?? [];
    const nonButtons = mockDb().tables.menus.filter((m) => m.menuType !== 'F');
    expect(menuNodes(routes)).toHaveLength(nonButtons.length);
    expect(routes.map((r) => r.path)).toEqual([
      '/configs',
      '/operations',
      '/member',
      '/',
      '/system',
      '/monitor',
      '/tool',
      '/logMenus',
    ]);
    const system = routes.find((r) => r.path === '/system');
    expect(system?.meta?.title).toBe('系统管理');
    expect(system?.children?.[0]).toMatchObject({
      name: 'SystemUserIndex',
      path: 'user',
      meta: { title: '用户管理' },
    });
    expect(routes.find((r) => r.path === '/logMenus')?.hidden).toBe(true);

    const en = await call<RouterVO[]>('/getRouters', { token: mockLogin('admin'), locale: 'en' });
    expect(en.data?.find((r) => r.path === '/system')?.meta?.title).toBe('System');
  });

  it('shows the editor fewer entries: CMS screens and a read-only part of System', async () => {
    const res = await call<RouterVO[]>('/getRouters', { token: mockLogin('editor') });
    const routes = res.data ?? [];
    expect(routes.map((r) => r.path)).toEqual(['/configs', '/system', '/logMenus']);
    expect(routes[0]?.children?.map((c) => c.path)).toEqual(['site', 'catalog', 'content', 'resource']);
    expect(routes[1]?.children?.map((c) => c.path)).toEqual(['user', 'dict']);
  });

  it('leaves out disabled menus', async () => {
    const menus = mockDb().tables.menus;
    const dict = menus.find((m) => m.menuId === '105');
    if (dict) dict.status = '1';
    const res = await call<RouterVO[]>('/getRouters', { token: mockLogin('editor') });
    expect(res.data?.[1]?.children?.map((c) => c.path)).toEqual(['user']);
  });
});
