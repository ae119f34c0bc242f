import type { RouterVO } from '@/lib/auth/types';
import { buildMenu, collectScreens, type MenuEntry } from '@/lib/menu';
import { buildRouters } from '@/mocks/services/routers';
import { createMenuSearch, searchPool } from '@/shell/navbar/menu-search';
import { splitTopNav, topKeyOf, visibleTopCount } from '@/shell/navbar/top-nav';
import { createRouteResolver } from '@/shell/route-info';
import { toMenuItems } from '@/shell/sidebar/SidebarMenu';
import { lastViewPath, useTagsView, type TagView } from '@/stores/tags-view';

import { mockDb } from '../msw-server';

function adminMenu() {
  const routers = buildRouters(mockDb().tables.menus, { permissions: ['*'], title: (m) => m.menuName });
  return buildMenu(routers as RouterVO[]);
}

describe('top nav splitting', () => {
  it('shows viewport width / 3 / 85 first-level menus', () => {
    expect(visibleTopCount(1920)).toBe(7);
    expect(visibleTopCount(1280)).toBe(5);
    expect(visibleTopCount(1100)).toBe(4);
    expect(visibleTopCount(992)).toBe(3);
    expect(visibleTopCount(0)).toBe(0);
  });

  it('puts the rest under More', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(splitTopNav(items, 1920)).toEqual({ visible: items, more: [] });
    expect(splitTopNav(items, 1280)).toEqual({ visible: ['a', 'b', 'c', 'd', 'e'], more: ['f', 'g'] });
    expect(splitTopNav(items, 1100)).toEqual({ visible: ['a', 'b', 'c', 'd'], more: ['e', 'f', 'g'] });
  });

  it('finds the first-level menu of a route', () => {
    const menu = adminMenu();
    expect(topKeyOf(menu, '/system/user')).toBe('/system');
    expect(topKeyOf(menu, '/statistics')).toBe('/statistics');
    expect(topKeyOf(menu, '/index')).toBeUndefined();
  });
});

describe('menu search', () => {
  it('searches visible screens only, with their breadcrumb titles', () => {
    const pool = searchPool(adminMenu());
    expect(pool.find((p) => p.path === '/system/user')?.titles).toEqual(['系统管理', '用户管理']);
    expect(pool.some((p) => p.titles.includes('用户登录日志'))).toBe(false); // hidden menu
    expect(pool.some((p) => p.titles.length === 1 && p.titles[0] === '系统管理')).toBe(false); // directory
    expect(pool.find((p) => p.titles.includes('任务调度'))).toMatchObject({ external: true });
  });

  it('ranks by title first (weight 0.7), then path (0.3)', () => {
    const search = createMenuSearch(searchPool(adminMenu()));
    expect(search('用户管理')[0]?.path).toBe('/system/user');
    expect(search('在线用户')[0]?.path).toBe('/monitor/online');
    expect(search('/system/role')[0]?.path).toBe('/system/role');
    expect(search('字典')[0]?.titles).toEqual(['系统管理', '字典管理']);
    expect(search('zzzzqqq')).toEqual([]);
    expect(search('  ')).toEqual([]);
  });
});

describe('route info', () => {
  it('gives static routes their owner menu in the breadcrumb and highlight', () => {
    const routers = buildRouters(mockDb().tables.menus, { permissions: ['*'], title: (m) => m.menuName });
    const resolve = createRouteResolver(
      collectScreens(routers as RouterVO[]),
      [
        { path: '/index', titleKey: 'home', affix: true },
        { path: '/system/dict-data/index/:dictId', titleKey: 'dictData', activeMenu: '/system/dict' },
      ],
      (key) => key,
    );
    expect(resolve('/system/user')).toMatchObject({
      title: '用户管理',
      crumbs: [{ title: '系统管理' }, { title: '用户管理' }],
    });
    expect(resolve('/index')).toMatchObject({ affix: true, crumbs: [] });
    expect(resolve('/system/dict-data/index/3')).toMatchObject({
      activeMenu: '/system/dict',
      crumbs: [{ title: '系统管理' }, { title: '字典管理', path: '/system/dict' }, { title: 'dictData' }],
    });
    expect(resolve('/nowhere')).toBeUndefined();
  });
});

describe('tags store', () => {
  const view = (path: string, extra: Partial<TagView> = {}): TagView => ({
    path,
    fullPath: path,
    title: path,
    ...extra,
  });
  beforeEach(() => useTagsView.setState({ visited: [], cached: [] }));

  it('keeps one tab per path, updates its query, never caches noCache pages', () => {
    const s = useTagsView.getState();
    s.addView(view('/index', { affix: true }));
    s.addView(view('/a'));
    s.addView(view('/a', { fullPath: '/a?x=1' }));
    s.addView(view('/n', { noCache: true }));
    const { visited, cached } = useTagsView.getState();
    expect(visited.map((v) => v.fullPath)).toEqual(['/index', '/a?x=1', '/n']);
    expect(cached).toEqual(['/index', '/a']);
  });

  it('never closes pinned tabs and prunes the cache with the tabs', () => {
    const s = useTagsView.getState();
    for (const p of ['/a', '/b', '/c', '/d']) s.addView(view(p));
    s.addView(view('/index', { affix: true }));
    s.closeLeft('/c');
    expect(useTagsView.getState().visited.map((v) => v.path)).toEqual(['/c', '/d', '/index']);
    s.closeRight('/c');
    expect(useTagsView.getState().visited.map((v) => v.path)).toEqual(['/c', '/index']);
    s.closeAll();
    expect(useTagsView.getState().visited.map((v) => v.path)).toEqual(['/index']);
    expect(useTagsView.getState().cached).toEqual(['/index']);
    s.closeView('/index');
    expect(lastViewPath(useTagsView.getState().visited)).toBe('/index');
    expect(lastViewPath([])).toBe('/');
  });
});

describe('sidebar menu items', () => {
  it('report the pointer on a screen entry (its code is prefetched), not on directories or external links', () => {
    const entries: MenuEntry[] = [
      {
        key: '/system',
        title: '系统管理',
        external: false,
        children: [{ key: '/system/user', title: '用户管理', external: false }],
      },
      { key: 'https://example.org', title: '官网', external: true },
    ];
    const hovered: string[] = [];
    const [system, site] = toMenuItems(entries, (entry) => hovered.push(entry.key)) as {
      onMouseEnter?: () => void;
      children?: { onMouseEnter?: () => void }[];
    }[];
    expect(system?.onMouseEnter).toBeUndefined();
    expect(site?.onMouseEnter).toBeUndefined();
    system?.children?.[0]?.onMouseEnter?.();
    expect(hovered).toEqual(['/system/user']);
  });

  it('give a folder its entries only once it is shown: a closed one stays a folder, empty', () => {
    const entries: MenuEntry[] = [
      {
        key: '/system',
        title: '系统管理',
        external: false,
        children: [
          {
            key: '/system/log',
            title: '日志管理',
            external: false,
            children: [{ key: '/system/log/oper', title: '操作日志', external: false }],
          },
        ],
      },
      {
        key: '/cms',
        title: '内容管理',
        external: false,
        children: [{ key: '/cms/site', title: '站点管理', external: false }],
      },
    ];
    type Item = { key: string; children?: Item[] };
    const [system, cms] = toMenuItems(entries, undefined, new Set(['/system'])) as Item[];
    expect(system?.children?.map((c) => c.key)).toEqual(['/system/log']);
    expect(system?.children?.[0]?.children).toEqual([]);
    expect(cms?.children).toEqual([]);
    // Without the set (collapsed to icons: folders open as pop-ups), every folder has its entries.
    const [, all] = toMenuItems(entries) as Item[];
    expect(all?.children?.map((c) => c.key)).toEqual(['/cms/site']);
  });
});
