import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { prefetchScreenCode } from '@/app/routing/prefetch-screen';
import type { MenuEntry } from '@/lib/menu';
import { useSession } from '@/stores/session';

import { browser } from '../browser';
import { menuIcon } from '../menu-icons';
import { entryTarget, findMenuEntry, menuAncestors } from '../route-info';

type MenuItem = Required<MenuProps>['items'][number];

/** Menu items of `entries`; `onHover` is called when the pointer enters a screen's (leaf) item. */
export function toMenuItems(entries: readonly MenuEntry[], onHover?: (entry: MenuEntry) => void): MenuItem[] {
  return entries.map((e) => ({
    key: e.key,
    icon: menuIcon(e.icon),
    label: e.title,
    children: e.children ? toMenuItems(e.children, onHover) : undefined,
    onMouseEnter: onHover && !e.children && !e.external ? () => onHover(e) : undefined,
  }));
}

/** Opens a menu entry: external links (http:, https:, mailto:, tel:) in a new window, others in the app. */
export function useOpenEntry(entries: readonly MenuEntry[]) {
  const navigate = useNavigate();
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
  const items = useMemo(
    () => toMenuItems(entries, (entry) => prefetchScreenCode(entry.key, routers)),
    [entries, routers],
  );
  const open = useOpenEntry(entries);
  const routeOpenKeys = useMemo(() => menuAncestors(entries, activeKey), [entries, activeKey]);
  const [openKeys, setOpenKeys] = useState<string[]>(routeOpenKeys);
  const [seenRouteKeys, setSeenRouteKeys] = useState(routeOpenKeys);
  if (seenRouteKeys !== routeOpenKeys) {
    // A new route: show where it sits in the tree.
    setSeenRouteKeys(routeOpenKeys);
    setOpenKeys(routeOpenKeys);
  }

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    setOpenKeys(opened ? [...menuAncestors(entries, opened), opened] : keys);
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
