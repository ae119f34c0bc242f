import type { RouterVO } from '@/lib/auth/types';
import { buildMenu, collectScreens, joinPath } from '@/lib/menu';

/** A trimmed `/getRouters` reply in the shape the backend builds. */
const routers: RouterVO[] = [
  {
    path: '/system',
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: 'System', icon: 'system' },
    children: [
      { name: 'User', path: 'user', component: 'system/user/index', meta: { title: 'User', icon: 'user' } },
      {
        name: 'Role',
        path: 'role',
        component: 'system/role/index',
        meta: { title: 'Role', icon: 'peoples', noCache: true },
      },
    ],
  },
  {
    path: '/monitor',
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: 'Monitor', icon: 'monitor' },
    children: [
      {
        path: 'http://localhost:18080/xxl-job-admin/',
        component: 'Layout',
        meta: { title: 'XXL', link: 'http://localhost:18080/xxl-job-admin/' },
      },
      {
        name: 'Druid',
        path: 'druid',
        hidden: true,
        component: 'monitor/druid/index',
        meta: { title: 'Druid' },
      },
      {
        path: 'nested',
        component: 'ParentView',
        redirect: 'noRedirect',
        alwaysShow: true,
        meta: { title: 'Nested' },
        children: [
          {
            name: 'Deep',
            path: 'deep',
            component: 'monitor/cache/list',
            query: '{"type":"1"}',
            meta: { title: 'Deep' },
          },
        ],
      },
    ],
  },
  {
    path: '/',
    component: 'Layout',
    children: [
      {
        name: 'Statistics',
        path: 'statistics',
        component: 'stat/index',
        meta: { title: 'Statistics', icon: 'chart' },
      },
    ],
  },
  {
    path: '/logMenus',
    component: 'Layout',
    hidden: true,
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: 'Logs' },
    children: [
      {
        path: '/monitor/logs/operation',
        hidden: true,
        component: 'monitor/logs/operation',
        meta: { title: 'Operation log' },
      },
    ],
  },
];

describe('menu routes', () => {
  it('joins relative and absolute paths', () => {
    expect(joinPath('/system', 'user')).toBe('/system/user');
    expect(joinPath('/logMenus', '/monitor/logs/operation')).toBe('/monitor/logs/operation');
    expect(joinPath('/', 'statistics')).toBe('/statistics');
    expect(joinPath('/x', 'https://example.com/a')).toBe('https://example.com/a');
  });

  it('flattens the tree into routable screens, skipping external links', () => {
    const screens = collectScreens(routers);
    expect(screens.map((s) => s.path)).toEqual([
      '/system/user',
      '/system/role',
      '/monitor/druid',
      '/monitor/nested/deep',
      '/statistics',
      '/monitor/logs/operation',
    ]);
    const role = screens.find((s) => s.path === '/system/role');
    expect(role).toMatchObject({
      componentKey: 'system/role/index',
      noCache: true,
      trail: ['System', 'Role'],
    });
    expect(screens.find((s) => s.path === '/monitor/nested/deep')?.query).toEqual({ type: '1' });
    expect(screens.find((s) => s.path === '/monitor/druid')?.hidden).toBe(true);
  });

  it('builds the visible menu: hidden skipped, single-child wrappers hoisted, external flagged', () => {
    const menu = buildMenu(routers);
    expect(menu.map((m) => m.key)).toEqual(['/system', '/monitor', '/statistics']);
    const monitor = menu[1];
    expect(monitor?.children?.map((c) => c.key)).toEqual([
      'http://localhost:18080/xxl-job-admin/',
      '/monitor/nested',
    ]);
    expect(monitor?.children?.[0]?.external).toBe(true);
    expect(monitor?.children?.[1]?.children?.[0]).toMatchObject({
      key: '/monitor/nested/deep',
      query: { type: '1' },
    });
  });
});
