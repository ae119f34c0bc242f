import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Layout, Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

import { feedback } from '@/lib/feedback';
import { buildMenu, type MenuEntry } from '@/lib/menu';
import { useSession } from '@/stores/session';

import { menuIcon } from './menu-icons';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(entries: MenuEntry[]): MenuItem[] {
  return entries.map((e) => ({
    key: e.key,
    icon: menuIcon(e.icon),
    label: e.title,
    children: e.children ? toItems(e.children) : undefined,
  }));
}

function findEntry(entries: MenuEntry[], key: string): MenuEntry | undefined {
  for (const e of entries) {
    if (e.key === key) return e;
    const child = e.children && findEntry(e.children, key);
    if (child) return child;
  }
  return undefined;
}

/**
 * The console frame: sidebar menu from the server tree, header with the account menu, and the
 * routed page. (Tabs, breadcrumb, search and settings come with the shell issue.)
 */
export default function AppLayout() {
  const { t } = useTranslation(['app', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const routers = useSession((s) => s.routers);
  const user = useSession((s) => s.user);
  const avatarUrl = useSession((s) => s.avatarUrl);
  const logout = useSession((s) => s.logout);
  const menu = useMemo(() => buildMenu(routers), [routers]);
  const items = useMemo(() => toItems(menu), [menu]);

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    const entry = findEntry(menu, key);
    if (!entry) return;
    if (entry.external) {
      window.open(entry.key, '_blank', 'noopener');
      return;
    }
    const search = entry.query ? `?${new URLSearchParams(entry.query).toString()}` : '';
    navigate(`${entry.key}${search}`);
  };

  const onAccountClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'logout') {
      const confirmed = await feedback.confirm({ title: t('layout.logoutConfirm') });
      if (!confirmed) return;
      await logout();
      navigate('/login', { replace: true });
    } else {
      navigate(key);
    }
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200} theme="dark" breakpoint="lg" collapsedWidth={0}>
        <div className="sidebar-logo">{t('common:appTitle')}</div>
        <nav aria-label="main">
          <Menu
            theme="dark"
            mode="inline"
            items={items}
            selectedKeys={[location.pathname]}
            onClick={onMenuClick}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="app-header">
          <Dropdown
            menu={{
              items: [
                { key: '/user/profile', icon: <UserOutlined />, label: t('layout.profile') },
                { key: '/user/preference', label: t('layout.preference') },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
              ],
              onClick: onAccountClick,
            }}
          >
            <button type="button" className="account-button" data-testid="account-menu">
              <Avatar size="small" src={avatarUrl} icon={<UserOutlined />} alt="" />
              <span>{user?.nickName || user?.userName}</span>
            </button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className="app-main">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
