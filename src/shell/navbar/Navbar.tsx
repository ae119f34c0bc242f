import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

import { KitButton } from '@/components/button';
import type { MenuEntry } from '@/lib/menu';
import { useAppState } from '@/stores/app';

import { AccountMenu } from './AccountMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { HeaderSearch } from './HeaderSearch';
import { FullscreenButton, LanguagePicker, SizePicker, ThemeModeToggle } from './HeaderTools';
import { CurrentSiteButton } from '../cms/CurrentSiteButton';
import { PublishTask } from '../cms/PublishTask';
import type { Crumb } from '../route-info';

/**
 * The header bar: sidebar toggle, breadcrumb (or the top nav), then the tools — publish counter, menu
 * search, full screen, size, language, light/dark, current site (desktop only) — and the account menu.
 */
export function Navbar({
  menu,
  crumbs,
  atHome,
  topNav,
  onOpenSettings,
}: {
  menu: readonly MenuEntry[];
  crumbs: readonly Crumb[];
  atHome: boolean;
  /** The top nav, when that mode is on (it replaces the breadcrumb). */
  topNav?: React.ReactNode;
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation('shell');
  const mobile = useAppState((s) => s.device === 'mobile');
  const sidebarOpened = useAppState((s) => s.sidebarOpened);
  const drawerOpened = useAppState((s) => s.drawerOpened);
  const toggleSidebar = useAppState((s) => s.toggleSidebar);
  const expanded = mobile ? drawerOpened : sidebarOpened;
  return (
    <div className="app-navbar">
      <KitButton
        text
        className="hamburger"
        aria-label={t('nav.toggleSidebar')}
        aria-expanded={expanded}
        icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
      />
      <div className="app-navbar-center">{topNav ?? <Breadcrumbs crumbs={crumbs} atHome={atHome} />}</div>
      <div className="app-navbar-right">
        {!mobile && <PublishTask />}
        <HeaderSearch menu={menu} />
        {!mobile && (
          <>
            <FullscreenButton />
            <SizePicker />
            <LanguagePicker />
            <ThemeModeToggle />
            <CurrentSiteButton />
          </>
        )}
        <AccountMenu onOpenSettings={onOpenSettings} compact={mobile} />
      </div>
    </div>
  );
}
