import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import { currentPath } from '../render-app';
import {
  go,
  openDropdown,
  openTabMenu,
  renderShell,
  resetShellStores,
  tab,
  tabLink,
  tabTitles,
} from './helpers';
import { setupScreenTests } from '../system/helpers';

// The whole console renders for each case; give a loaded machine time.
// Inline style reads and toast spies, as in the screen tests: jsdom's full style matching was a fifth
// of these files' CPU time.
setupScreenTests();
vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => resetShellStores());

async function openThree() {
  await renderShell('/index');
  for (const path of ['/system/user', '/system/role', '/system/menu']) {
    await go(path);
    // Each screen shows before the next opens: the old screen stays until the new one's code is in,
    // and a change that comes sooner replaces it (as a second click would).
    await waitFor(
      () => expect(document.querySelector('.tags-view-item.is-active')).toHaveAttribute('data-path', path),
      { timeout: 20_000 },
    );
  }
  await waitFor(() => expect(tabTitles()).toEqual(['首页', '用户管理', '角色管理', '菜单管理']));
}

async function chooseInTabMenu(title: string, action: string) {
  await openTabMenu(title);
  await userEvent.click(within(await openDropdown()).getByText(action));
}

describe('tag tabs', () => {
  it('pins Home: no close button, and only the entries that apply in its menu', async () => {
    await renderShell('/index');
    expect(tabTitles()).toEqual(['首页']);
    expect(within(tab('首页')).queryByRole('button')).toBeNull();
    expect(await openTabMenu('首页')).toEqual(['刷新页面']);
  });

  it('offers each entry only where it applies', async () => {
    await openThree();
    expect(await openTabMenu('首页')).toEqual(['刷新页面', '关闭其他', '关闭右侧', '全部关闭']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(await openTabMenu('角色管理')).toEqual([
      '刷新页面',
      '关闭当前',
      '关闭其他',
      '关闭左侧',
      '关闭右侧',
      '全部关闭',
    ]);
  });

  it('closes the tabs to the left, keeping Home and the open page', async () => {
    await openThree();
    await chooseInTabMenu('角色管理', '关闭左侧');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '角色管理', '菜单管理']));
    expect(currentPath()).toBe('/system/menu');
  });

  it('closes the tabs to the right and goes to the tab acted on when the open page closed', async () => {
    await openThree();
    await chooseInTabMenu('用户管理', '关闭右侧');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '用户管理']));
    expect(currentPath()).toBe('/system/user');
  });

  it('closes the others and opens the tab acted on', async () => {
    await openThree();
    await chooseInTabMenu('用户管理', '关闭其他');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '用户管理']));
    expect(currentPath()).toBe('/system/user');
  });

  it('closes all but the pinned Home and goes there', async () => {
    await openThree();
    await chooseInTabMenu('角色管理', '全部关闭');
    await waitFor(() => expect(tabTitles()).toEqual(['首页']));
    await waitFor(() => expect(currentPath()).toBe('/index'));
  });

  it('closes the current tab from its menu and goes to the last remaining one', async () => {
    await openThree();
    await chooseInTabMenu('菜单管理', '关闭当前');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '用户管理', '角色管理']));
    await waitFor(() => expect(currentPath()).toBe('/system/role'));
  });

  it('closes with the × button and with a middle click', async () => {
    await openThree();
    await userEvent.click(within(tab('用户管理')).getByRole('button', { name: '关闭“用户管理”' }));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '角色管理', '菜单管理']));
    expect(currentPath()).toBe('/system/menu');
    fireEvent.mouseUp(tab('角色管理'), { button: 1 });
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '菜单管理']));
    fireEvent.mouseUp(tab('首页'), { button: 1 });
    expect(tabTitles()).toEqual(['首页', '菜单管理']);
  });

  it('returns to a page through its tab', async () => {
    await openThree();
    await userEvent.click(tabLink('用户管理'));
    await waitFor(() => expect(currentPath()).toBe('/system/user'));
    expect(tabLink('用户管理')).toHaveAttribute('aria-current', 'page');
    expect(tabLink('菜单管理')).not.toHaveAttribute('aria-current');
  });
});
