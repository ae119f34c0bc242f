import { Layout, theme } from 'antd';
import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { textOn } from '@/app/a11y-theme';
import { buildMenu, collectScreens, type MenuEntry } from '@/lib/menu';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useAppState } from '@/stores/app';
import { useLayoutSettings } from '@/stores/layout-settings';
import { useSession } from '@/stores/session';
import { useTagsView } from '@/stores/tags-view';

import { browser } from './browser';
import { useDocumentTitle, useSecurityCheck, useViewportWidth } from './hooks';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { Navbar } from './navbar/Navbar';
import { topKeyOf } from './navbar/top-nav';
import { TopNav } from './navbar/TopNav';
import { createRouteResolver, entryTarget, HOME_PATH, type ShellStaticRoute } from './route-info';
import { SettingsDrawer } from './settings/SettingsDrawer';
import { Sidebar } from './sidebar/Sidebar';
import { TagsView } from './tags/TagsView';
import './shell.css';

// The frame's parts re-render only when what they show changes (see useFrameLocation).
const FrameSidebar = memo(Sidebar);
const FrameNavbar = memo(Navbar);
const FrameTags = memo(TagsView);
const FrameSettings = memo(SettingsDrawer);

/**
 * The route as the frame (menu, breadcrumb, tabs, title) shows it: the router's location, taken up in
 * a transition after the screen's own render has committed. A route change renders the new screen
 * first, on its own; the frame follows in a render React may interrupt and yields from, so the screen
 * can be painted before it. The outlet reads the router's location itself.
 */
function useFrameLocation() {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  useEffect(() => {
    startTransition(() => setShown(location));
  }, [location]);
  return shown;
}

/**
 * The console frame around every screen: sidebar (or top nav), header, tabs and the routed page, kept
 * alive per tab. `staticRoutes` are the console's own routes (titles, pinned Home, activeMenu, noCache).
 */
export default function AppLayout({ staticRoutes = [] }: { staticRoutes?: readonly ShellStaticRoute[] }) {
  const { t } = useTranslation('app');
  const { token } = theme.useToken();
  const location = useFrameLocation();
  const navigate = useNavigate();
  const routers = useSession((s) => s.routers);
  const { topNav, tagsView, fixedHeader, dynamicTitle } = useLayoutSettings();
  const mobile = useAppState((s) => s.device === 'mobile');
  const setDrawerOpened = useAppState((s) => s.setDrawerOpened);
  const addView = useTagsView((s) => s.addView);
  const width = useViewportWidth();
  const [settingsOpen, setSettingsOpen] = useState(false);

  const menu = useMemo(() => buildMenu(routers), [routers]);
  const resolve = useMemo(
    () => createRouteResolver(collectScreens(routers), staticRoutes, (key) => t(`routes.${key}`)),
    [routers, staticRoutes, t],
  );
  const { pathname, search } = location;
  const info = useMemo(() => resolve(pathname), [resolve, pathname]);
  const activeKey = info?.activeMenu ?? pathname;

  // The pinned Home tab comes first, then one tab per visited page (not the /redirect helper).
  useEffect(() => {
    const home = resolve(HOME_PATH);
    if (home) addView({ path: home.path, fullPath: home.path, title: home.title, affix: true });
  }, [resolve, addView]);
  useEffect(() => {
    if (!info || pathname.startsWith('/redirect/')) return;
    addView({
      path: pathname,
      fullPath: `${pathname}${search}`,
      title: info.title,
      affix: info.affix,
      noCache: info.noCache,
    });
  }, [info, pathname, search, addView]);
  // On a phone the menu is an overlay: every navigation closes it.
  useEffect(() => setDrawerOpened(false), [pathname, setDrawerOpened]);

  useSecurityCheck();
  useDocumentTitle(info?.title, dynamicTitle);

  // Top-nav mode (desktop): the first-level menu of the route, or the one just picked, fills the sidebar.
  const topNavOn = topNav && !mobile;
  const [picked, setPicked] = useState<{ key: string; at: string }>();
  const topKey = picked?.at === pathname ? picked.key : topKeyOf(menu, activeKey);
  const sideEntries = topNavOn ? (menu.find((e) => e.key === topKey)?.children ?? []) : menu;
  const showSidebar = !topNavOn || sideEntries.length > 0;
  const onPickTop = (entry: MenuEntry) => {
    if (entry.external) browser.openExternal(entry.key);
    else if (entry.children && entry.children.length > 0) setPicked({ key: entry.key, at: pathname });
    else navigate(entryTarget(entry));
  };

  // Plain CSS of the frame (shell.css) reads the antd theme through these.
  const cssVars = {
    '--shell-primary': token.colorPrimary,
    '--shell-on-primary': textOn(token.colorPrimary),
    '--shell-border': token.colorBorderSecondary,
    '--shell-bg': token.colorBgContainer,
    '--shell-hover': token.colorFillTertiary,
    '--shell-text': token.colorText,
  } as React.CSSProperties;

  const settingsMounted = useOpenedOnce(settingsOpen);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  return (
    <Layout className="app-layout" style={cssVars}>
      {showSidebar && <FrameSidebar entries={sideEntries} activeKey={activeKey} />}
      <Layout className="app-body">
        <header className={`shell-header${fixedHeader ? ' is-fixed' : ''}`}>
          <FrameNavbar
            menu={menu}
            crumbs={info?.crumbs ?? []}
            atHome={pathname === HOME_PATH}
            topNav={
              topNavOn ? (
                <TopNav menu={menu} activeKey={topKey} width={width} onPick={onPickTop} />
              ) : undefined
            }
            onOpenSettings={openSettings}
          />
          {tagsView && <FrameTags activePath={pathname} />}
        </header>
        <Layout.Content className="app-main">
          <KeepAliveOutlet enabled={tagsView} />
        </Layout.Content>
      </Layout>
      {/* The drawer mounts at its first opening: until then the frame does not render it. */}
      {settingsMounted && <FrameSettings open={settingsOpen} onClose={closeSettings} />}
    </Layout>
  );
}
