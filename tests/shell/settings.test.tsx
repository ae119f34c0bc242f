import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import { browser } from '@/shell/browser';
import { LAYOUT_SETTING_KEY, readStoredLayout } from '@/stores/layout-settings';

import { openDropdown, renderShell, resetShellStores, sidebar, findDialog } from './helpers';
import { setupScreenTests } from '../system/helpers';

// Inline style reads and toast spies, as in the screen tests: jsdom's full style matching was a fifth
// of these files' CPU time.
setupScreenTests();
vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => resetShellStores());
afterEach(() => vi.restoreAllMocks());

async function openSettings() {
  await userEvent.hover(screen.getByTestId('account-menu'));
  await userEvent.click(within(await openDropdown()).getByText('布局设置'));
  return findDialog('布局设置');
}

const layoutVar = (name: string) =>
  (document.querySelector('.app-layout') as HTMLElement | null)?.style.getPropertyValue(name);

describe('settings drawer', () => {
  it('applies changes at once and saves them to layout-setting', async () => {
    await renderShell('/system/user');
    const drawer = await openSettings();

    await userEvent.click(within(drawer).getByRole('radio', { name: '浅色侧边栏' }));
    await waitFor(() => expect(document.querySelector('.app-sider')).toHaveClass('ant-layout-sider-light'));

    const blue = layoutVar('--shell-primary');
    await userEvent.click(within(drawer).getByRole('radio', { name: '主题颜色 #ff4500' }));
    // antd derives the primary colour from the seed; it is no longer the default blue.
    await waitFor(() => expect(layoutVar('--shell-primary')).not.toBe(blue));
    expect(within(drawer).getByRole('radio', { name: '主题颜色 #ff4500' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await userEvent.click(within(drawer).getByRole('switch', { name: '开启页签' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '已打开的页面' })).toBeNull());
    await userEvent.click(within(drawer).getByRole('switch', { name: '显示侧边栏 Logo' }));
    expect(
      within(sidebar().parentElement ?? document.body).queryByRole('link', { name: '返回首页' }),
    ).toBeNull();
    await userEvent.click(within(drawer).getByRole('switch', { name: '开启顶部导航' }));
    expect(await screen.findByTestId('top-nav')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('switch', { name: '固定顶栏' }));
    expect(document.querySelector('.shell-header')).toHaveClass('is-fixed');
    await userEvent.click(within(drawer).getByRole('switch', { name: '动态标题' }));

    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull(); // not saved yet
    await userEvent.click(within(drawer).getByRole('button', { name: '保存配置' }));
    expect(await screen.findByText('布局配置已保存')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LAYOUT_SETTING_KEY) ?? '{}')).toEqual({
      sideTheme: 'theme-light',
      theme: '#ff4500',
      topNav: true,
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
      dynamicTitle: true,
    });
    expect(readStoredLayout()).toMatchObject({ theme: '#ff4500', topNav: true });
  });

  it('reset forgets the stored layout and reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify({ topNav: true, theme: '#c71585' }));
    resetShellStores();
    await renderShell('/index');
    const drawer = await openSettings();
    await userEvent.click(within(drawer).getByRole('button', { name: '重置配置' }));
    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('ignores a malformed stored layout field by field', () => {
    localStorage.setItem(
      LAYOUT_SETTING_KEY,
      JSON.stringify({ topNav: 'yes', theme: 'red', tagsView: false }),
    );
    expect(readStoredLayout()).toMatchObject({
      topNav: false,
      theme: '#1677ff',
      tagsView: false,
      sideTheme: 'theme-dark',
    });
    localStorage.setItem(LAYOUT_SETTING_KEY, '{broken');
    expect(readStoredLayout().tagsView).toBe(true);
  });
});

describe('header tools', () => {
  it('switches the whole app to dark mode and remembers it', async () => {
    await renderShell('/index');
    await userEvent.click(screen.getByRole('button', { name: '切换到深色模式' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(localStorage.getItem('vueuse-color-scheme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: '切换到浅色模式' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it('picks a control size, kept in the size cookie (default medium)', async () => {
    await renderShell('/index');
    await userEvent.click(screen.getByRole('button', { name: '布局大小' }));
    const menu = await openDropdown();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['默认', '中等', '稍小', '迷你']);
    expect(within(menu).getByRole('menuitem', { name: '中等' })).toHaveClass(
      'ant-dropdown-menu-item-selected',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: '迷你' }));
    expect(document.cookie).toContain('size=mini');
    expect(await screen.findByText('布局大小已切换')).toBeInTheDocument();
  });

  it('stores the chosen language and reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    await renderShell('/index');
    await userEvent.click(screen.getByRole('button', { name: '语言' }));
    await userEvent.click(within(await openDropdown()).getByText('English'));
    expect(localStorage.getItem('lang')).toBe('en');
    expect(reload).toHaveBeenCalled();
  });

  it('warns when the browser cannot go full screen', async () => {
    await renderShell('/index');
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('您的浏览器不支持全屏')).toBeInTheDocument();
  });

  it('signs out after confirmation and forgets the tabs', async () => {
    await renderShell('/system/user');
    await userEvent.hover(screen.getByTestId('account-menu'));
    await userEvent.click(within(await openDropdown()).getByText('退出登录'));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByRole('button', { name: /登\s*录/ })).toBeInTheDocument();
    const { useTagsView } = await import('@/stores/tags-view');
    expect(useTagsView.getState().visited).toEqual([]);
  });
});
