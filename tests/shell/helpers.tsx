import { configure, screen, within } from '@testing-library/react';

import { useAppState } from '@/stores/app';
import { useCurrentSite } from '@/stores/current-site';
import { DEFAULT_LAYOUT_SETTINGS, useLayoutSettings } from '@/stores/layout-settings';
import { usePublishFlag } from '@/stores/publish-flag';
import { useTagsView } from '@/stores/tags-view';

import { renderSignedIn } from '../render-app';

// Each case renders the whole console; on a loaded machine a step can take several seconds.
configure({ asyncUtilTimeout: 20_000 });

/**
 * The shell's stores are module singletons: a test starts from what a fresh page load would give
 * (storage and cookies are cleared by tests/setup.ts after each test).
 */
export function resetShellStores(width = 1280): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  useTagsView.setState({ visited: [], cached: [] });
  useLayoutSettings.setState({ ...DEFAULT_LAYOUT_SETTINGS });
  useAppState.setState({
    sidebarOpened: true,
    drawerOpened: false,
    device: width < 992 ? 'mobile' : 'desktop',
    size: 'medium',
    dark: false,
  });
  useCurrentSite.setState({ site: undefined, version: 0 });
  usePublishFlag.setState({ publishing: false });
}

/** Signs in and waits for the frame (sidebar menu and the Home tab) to be there. */
export async function renderShell(path = '/index', user = 'admin') {
  const view = renderSignedIn(path, user);
  await screen.findByRole('navigation', { name: '已打开的页面' }, { timeout: 15000 });
  return view;
}

export function tabBar(): HTMLElement {
  return screen.getByRole('navigation', { name: '已打开的页面' });
}

/** Titles of the open tabs, left to right. */
export function tabTitles(): string[] {
  return within(tabBar())
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** The link of a tab: click it to return to the page; `aria-current="page"` marks the open one. */
export function tabLink(title: string): HTMLElement {
  const found = within(tabBar())
    .queryAllByRole('link')
    .find((t) => t.textContent === title);
  if (!found) throw new Error(`No tab "${title}" among ${tabTitles().join(', ')}`);
  return found;
}

/** A whole tab (link and close button): right-click and middle-click target. */
export function tab(title: string): HTMLElement {
  const item = tabLink(title).closest<HTMLElement>('.tags-view-item');
  if (!item) throw new Error(`No tab item "${title}"`);
  return item;
}

export function sidebar(): HTMLElement {
  return screen.getByRole('navigation', { name: 'main' });
}

/**
 * Client-side navigation by URL (the data router listens to popstate). It bypasses leave guards: the
 * router can only hold back history entries it made itself.
 */
export async function go(path: string): Promise<void> {
  const { act } = await import('@testing-library/react');
  await act(async () => {
    window.history.pushState({}, '', `/admin${path}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

/** The open antd dropdown's menu (the sidebar is a menu too, so look for the popup). */
export async function openDropdown(): Promise<HTMLElement> {
  const { waitFor } = await import('@testing-library/react');
  return waitFor(() => {
    const menus = [
      ...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]'),
    ];
    const menu = menus.at(-1);
    if (!menu) throw new Error('No open dropdown');
    return menu;
  });
}

/** Opens a tab's context menu and returns its entries' labels. */
export async function openTabMenu(title: string): Promise<string[]> {
  const { fireEvent } = await import('@testing-library/react');
  fireEvent.contextMenu(tab(title));
  const menu = await openDropdown();
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

/** An open antd dialog by its title (jsdom gives every rc id the same value, so aria names are unreliable). */
export async function findDialog(title: string): Promise<HTMLElement> {
  const { waitFor } = await import('@testing-library/react');
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (d) => d.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent === title,
    );
    if (!found) throw new Error(`No dialog "${title}"`);
    return found;
  });
}

/** Replaces a field's text in one input event (typing key by key re-validates antd forms per key). */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  const { default: userEvent } = await import('@testing-library/user-event');
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
}
