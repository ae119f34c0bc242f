import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';

import { prefetchScreenCode } from '@/app/routing/prefetch-screen';
import type { MenuEntry } from '@/lib/menu';
import { useRouterHandle } from '@/lib/router-handle';
import { useSession } from '@/stores/session';

import { browser } from '../browser';
import { menuIcon } from '../menu-icons';
import { entryTarget, findMenuEntry, menuAncestors } from '../route-info';

type MenuItem = Required<MenuProps>['items'][number];

/**
 * Menu items of `entries`; `onHover` is called when the pointer enters a screen's (leaf) item. With
 * `shownFolders`, only those folders get their entries: the others are empty until first opened.
 */
export function toMenuItems(
  entries: readonly MenuEntry[],
  onHover?: (entry: MenuEntry) => void,
  shownFolders?: ReadonlySet<string>,
): MenuItem[] {
  return entries.map((e) => ({
    key: e.key,
    icon: menuIcon(e.icon),
    label: e.title,
    children: e.children
      ? !shownFolders || shownFolders.has(e.key)
        ? toMenuItems(e.children, onHover, shownFolders)
        : []
      : undefined,
    onMouseEnter: onHover && !e.children && !e.external ? () => onHover(e) : undefined,
  }));
}

/** Opens a menu entry: external links (http:, https:, mailto:, tel:) in a new window, others in the app. */
export function useOpenEntry(entries: readonly MenuEntry[]) {
  const { navigate } = useRouterHandle();
  return (key: string) => {
    const entry = findMenuEntry(entries, key);
    if (!entry) return;
    if (entry.external) browser.openExternal(entry.key);
    else navigate(entryTarget(entry));
  };
}

/**
 * The vertical menu: the active entry follows the route (or its `activeMenu`), its directories open;
 * opening a directory closes its siblings (the Vue menu's `unique-opened`).
 */
export function SidebarMenu({
  entries,
  activeKey,
  collapsed,
  dark,
}: {
  entries: readonly MenuEntry[];
  activeKey: string;
  collapsed: boolean;
  dark: boolean;
}) {
  const routers = useSession((s) => s.routers);
  const routeOpenKeys = useMemo(() => menuAncestors(entries, activeKey), [entries, activeKey]);
  const [openKeys, setOpenKeys] = useState<string[]>(routeOpenKeys);
  // Folders whose entries are rendered: those opened so far (a closed one keeps them for its closing
  // motion). The menu renders every entry it is given twice (once hidden, to learn the key paths),
  // and most folders stay closed: giving them none took the sidebar's first render from 25.6 to
  // 20.5 ms at 1x (React Profiler, median of 9).
  const [shownFolders, setShownFolders] = useState<ReadonlySet<string>>(() => new Set(routeOpenKeys));
  const openFolders = (keys: string[]) => {
    setOpenKeys(keys);
    if (keys.some((key) => !shownFolders.has(key))) setShownFolders(new Set([...shownFolders, ...keys]));
  };
  const [seenRouteKeys, setSeenRouteKeys] = useState(routeOpenKeys);
  if (seenRouteKeys !== routeOpenKeys) {
    // A new route: show where it sits in the tree.
    setSeenRouteKeys(routeOpenKeys);
    openFolders(routeOpenKeys);
  }
  const items = useMemo(
    () =>
      // Collapsed to icons, folders open as pop-ups on hover: all of them are given their entries.
      toMenuItems(
        entries,
        (entry) => prefetchScreenCode(entry.key, routers),
        collapsed ? undefined : shownFolders,
      ),
    [entries, routers, collapsed, shownFolders],
  );
  const open = useOpenEntry(entries);

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    openFolders(opened ? [...menuAncestors(entries, opened), opened] : keys);
  };

  return (
    <Menu
      mode="inline"
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={[activeKey]}
      inlineCollapsed={collapsed}
      // The titles' tooltips matter only when the menu is collapsed to icons. Expanded, antd would
      // still render a closed tooltip around every entry, again on every route change.
      tooltip={collapsed ? undefined : false}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => open(key)}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
