import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { MenuEntry } from '@/lib/menu';
import { useAppState } from '@/stores/app';
import { useLayoutSettings } from '@/stores/layout-settings';

import { SidebarMenu } from './SidebarMenu';

const LOGO = `${import.meta.env.BASE_URL}favicon.svg`;
const WIDTH = 210;

function Logo({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Link to="/" className={`shell-logo${dark ? ' is-dark' : ''}`} aria-label={t('shell:nav.logo')}>
      <img src={LOGO} alt="" width={28} height={28} />
      {!collapsed && <span>{t('common:appTitle')}</span>}
    </Link>
  );
}

/**
 * The side menu: a collapsible column on desktop, an overlay drawer on mobile (below 992 px), with the
 * optional logo and the side theme of the layout settings.
 */
export function Sidebar({ entries, activeKey }: { entries: readonly MenuEntry[]; activeKey: string }) {
  const sideTheme = useLayoutSettings((s) => s.sideTheme);
  const sidebarLogo = useLayoutSettings((s) => s.sidebarLogo);
  const device = useAppState((s) => s.device);
  const sidebarOpened = useAppState((s) => s.sidebarOpened);
  const drawerOpened = useAppState((s) => s.drawerOpened);
  const setDrawerOpened = useAppState((s) => s.setDrawerOpened);
  const dark = sideTheme === 'theme-dark';
  const mobile = device === 'mobile';
  const collapsed = !mobile && !sidebarOpened;

  const content = (
    <>
      {sidebarLogo && <Logo collapsed={collapsed} dark={dark} />}
      <nav aria-label="main" data-testid="sidebar">
        <SidebarMenu entries={entries} activeKey={activeKey} collapsed={collapsed} dark={dark} />
      </nav>
    </>
  );

  if (mobile) {
    return (
      <Drawer
        placement="left"
        open={drawerOpened}
        onClose={() => setDrawerOpened(false)}
        closable={false}
        size={WIDTH}
        className={`sidebar-drawer${dark ? ' is-dark' : ''}`}
        styles={{ body: { padding: 0 } }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      className="app-sider"
      theme={dark ? 'dark' : 'light'}
      width={WIDTH}
      collapsedWidth={64}
      collapsible
      collapsed={collapsed}
      trigger={null}
    >
      {content}
    </Layout.Sider>
  );
}
