import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import { browser } from '@/shell/browser';
import { useLayoutSettings } from '@/stores/layout-settings';

import { currentPath } from '../render-app';
import { go, renderShell, resetShellStores, sidebar } from './helpers';

vi.setConfig({ testTimeout: 120_000 });

afterEach(() => vi.restoreAllMocks());

function breadcrumb(): string[] {
  const nav = screen.getByRole('navigation', { name: '当前位置' });
  return [...nav.querySelectorAll('.ant-breadcrumb-link')].map((el) => el.textContent ?? '');
}

describe('sidebar and breadcrumb', () => {
  beforeEach(() => resetShellStores());

  it('highlights the route (or its activeMenu), opens its directory, breadcrumb starts with Home', async () => {
    await renderShell('/system/user');
    const selected = () => sidebar().querySelector('.ant-menu-item-selected')?.textContent;
    await waitFor(() => expect(selected()).toBe('用户管理'));
    expect(breadcrumb()).toEqual(['首页', '系统管理', '用户管理']);
    expect(
      within(screen.getByRole('navigation', { name: '当前位置' })).getByRole('link', { name: '首页' }),
    ).toHaveAttribute('href', '/admin/index');

    await go('/system/dict-data/index/12');
    await waitFor(() => expect(selected()).toBe('字典管理'));
    expect(breadcrumb()).toEqual(['首页', '系统管理', '字典管理', '字典数据']);

    await go('/index');
    await waitFor(() => expect(breadcrumb()).toEqual(['首页']));
  });

  it('navigates from the menu, shows a single-child directory as one item, opens external links in a new window', async () => {
    const open = vi.spyOn(browser, 'openExternal').mockImplementation(() => undefined);
    await renderShell('/index');
    // Statistics is a top-level screen wrapped in a one-child "/" route: one plain item.
    await userEvent.click(within(sidebar()).getByText('统计分析'));
    await waitFor(() => expect(currentPath()).toBe('/statistics'));
    await userEvent.click(within(sidebar()).getByText('系统监控'));
    await userEvent.click(await within(sidebar()).findByText('任务调度'));
    expect(open).toHaveBeenCalledWith('http://localhost:18080/xxl-job-admin/');
    expect(currentPath()).toBe('/statistics');
  });

  it('collapses and expands, remembered in the sidebarStatus cookie', async () => {
    await renderShell('/index');
    const toggle = screen.getByRole('button', { name: '收起或展开侧边栏' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebarStatus=0');
    expect(sidebar().querySelector('.ant-menu-inline-collapsed')).not.toBeNull();
    await userEvent.click(toggle);
    expect(document.cookie).toContain('sidebarStatus=1');
  });

  it('titles the document with the page when dynamic titles are on', async () => {
    await renderShell('/system/user');
    await waitFor(() => expect(document.title).toBe('Chestnut 内容管理系统'));
    act(() => useLayoutSettings.setState({ dynamicTitle: true }));
    await waitFor(() => expect(document.title).toBe('用户管理 - Chestnut 内容管理系统'));
  });
});

describe('top navigation', () => {
  const topItems = () =>
    within(screen.getByTestId('top-nav'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);

  for (const [width, visible] of [
    [1920, ['内容管理', '互动运营', '会员管理', '统计分析', '系统管理', '系统监控', '系统工具']],
    [1280, ['内容管理', '互动运营', '会员管理', '统计分析', '系统管理', '更多菜单']],
    [1100, ['内容管理', '互动运营', '会员管理', '统计分析', '更多菜单']],
  ] as const) {
    it(`shows the first-level menus that fit ${width} px, the rest under More`, async () => {
      resetShellStores(width);
      useLayoutSettings.setState({ topNav: true });
      await renderShell('/system/user');
      await waitFor(() => expect(topItems()).toEqual(visible));
      // The route's first-level menu is active; its children fill the sidebar.
      expect(within(sidebar()).getByText('用户管理')).toBeInTheDocument();
      expect(within(sidebar()).queryByText('在线用户')).toBeNull();
    });
  }

  it('opens the menus under More like the others', async () => {
    resetShellStores(1280);
    useLayoutSettings.setState({ topNav: true });
    await renderShell('/system/user');
    await userEvent.hover(within(screen.getByTestId('top-nav')).getByText('更多菜单'));
    await userEvent.click(await screen.findByText('系统监控'));
    expect(await within(sidebar()).findByText('在线用户')).toBeInTheDocument();
    expect(within(sidebar()).queryByText('用户管理')).toBeNull();
  });

  it('follows the viewport when it is resized', async () => {
    resetShellStores(1920);
    useLayoutSettings.setState({ topNav: true });
    await renderShell('/index');
    await waitFor(() => expect(topItems()).toHaveLength(7));
    act(() => {
      window.innerWidth = 1100;
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(topItems()).toHaveLength(5));
  });

  it('puts the children of a picked menu in the sidebar; a menu without children navigates and hides the sidebar', async () => {
    resetShellStores(1920);
    useLayoutSettings.setState({ topNav: true });
    await renderShell('/system/user');
    await userEvent.click(within(screen.getByTestId('top-nav')).getByText('系统监控'));
    expect(await within(sidebar()).findByText('在线用户')).toBeInTheDocument();
    expect(currentPath()).toBe('/system/user');
    await userEvent.click(within(screen.getByTestId('top-nav')).getByText('统计分析'));
    await waitFor(() => expect(currentPath()).toBe('/statistics'));
    expect(screen.queryByRole('navigation', { name: 'main' })).toBeNull();
  });
});

describe('mobile', () => {
  beforeEach(() => resetShellStores(800));

  it('shows the menu as an overlay that closes on every route change', async () => {
    await renderShell('/index');
    expect(screen.queryByRole('navigation', { name: 'main' })).toBeNull();
    expect(screen.queryByRole('button', { name: '全屏' })).toBeNull(); // desktop-only tools
    await userEvent.click(screen.getByRole('button', { name: '收起或展开侧边栏' }));
    const nav = await screen.findByRole('navigation', { name: 'main' });
    await userEvent.click(within(nav).getByText('系统管理'));
    await userEvent.click(await within(nav).findByText('用户管理'));
    await waitFor(() => expect(currentPath()).toBe('/system/user'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'main' })).toBeNull());
  });

  it('switches to the overlay when the window becomes narrow', async () => {
    resetShellStores(1280);
    await renderShell('/index');
    expect(sidebar()).toBeInTheDocument();
    act(() => {
      window.innerWidth = 800;
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'main' })).toBeNull());
  });
});

describe('header menu search', () => {
  beforeEach(() => resetShellStores());

  it('opens with Ctrl+K, moves with the arrows and opens with Enter', async () => {
    await renderShell('/index');
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: '菜单搜索，支持标题、URL 模糊查询' });
    await userEvent.type(input, '用户');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('系统管理 / 用户管理');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    if (!second) throw new Error('expected two hits');
    expect(second).toHaveAttribute('aria-selected', 'true');
    const path = within(second).getByText(/^\//).textContent;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe(path));
    expect(screen.queryByRole('combobox', { name: /菜单搜索/ })).toBeNull();
  });

  it('opens external hits in a new window', async () => {
    const open = vi.spyOn(browser, 'openExternal').mockImplementation(() => undefined);
    await renderShell('/index');
    await userEvent.click(screen.getByRole('button', { name: '菜单搜索（Ctrl+K）' }));
    await userEvent.type(await screen.findByRole('combobox', { name: /菜单搜索/ }), '任务调度{Enter}');
    expect(open).toHaveBeenCalledWith('http://localhost:18080/xxl-job-admin/');
  });
});
