import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { MenuEntry } from '@/lib/menu';

import { menuIcon } from '../menu-icons';
import { splitTopNav } from './top-nav';

const MORE_KEY = '__more';

/**
 * Top-nav mode: the first-level menus in the header, as many as fit (viewport width / 3 / 85), the rest
 * under "More". Picking one is handled by the layout (children go to the sidebar).
 */
export function TopNav({
  menu,
  activeKey,
  width,
  onPick,
}: {
  menu: readonly MenuEntry[];
  activeKey: string | undefined;
  width: number;
  onPick: (entry: MenuEntry) => void;
}) {
  const { t } = useTranslation('shell');
  const items = useMemo<Required<MenuProps>['items']>(() => {
    const { visible, more } = splitTopNav(menu, width);
    const leaf = (e: MenuEntry) => ({ key: e.key, icon: menuIcon(e.icon), label: e.title });
    return [
      ...visible.map(leaf),
      ...(more.length > 0 ? [{ key: MORE_KEY, label: t('nav.more'), children: more.map(leaf) }] : []),
    ];
  }, [menu, width, t]);
  return (
    <nav className="app-top-nav" aria-label={t('nav.topNav')} data-testid="top-nav">
      <Menu
        mode="horizontal"
        items={items}
        selectedKeys={activeKey ? [activeKey] : []}
        disabledOverflow
        onClick={({ key }) => {
          const entry = menu.find((e) => e.key === key);
          if (entry) onPick(entry);
        }}
      />
    </nav>
  );
}
