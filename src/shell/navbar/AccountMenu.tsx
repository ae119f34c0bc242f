import { LayoutOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

import { confirmLeavingPage } from '@/components/leave-guard';
import { feedback } from '@/lib/feedback';
import { useRouterHandle } from '@/lib/router-handle';
import { useSession } from '@/stores/session';
import { useTagsView } from '@/stores/tags-view';

/** Avatar dropdown: account center, preferences, layout settings, sign-out (confirmed). */
export function AccountMenu({ onOpenSettings, compact }: { onOpenSettings: () => void; compact: boolean }) {
  const { t } = useTranslation('shell');
  const { navigate, location } = useRouterHandle();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const avatarUrl = useSession((s) => s.avatarUrl);
  const logout = useSession((s) => s.logout);

  const onClick = async ({ key }: { key: string }) => {
    if (key === 'settings') {
      onOpenSettings();
    } else if (key === 'logout') {
      if (!(await feedback.confirm({ title: t('account.logoutConfirm') }))) return;
      // Signed out, nothing holds the way to the login page: unsaved input is asked about first.
      if (!(await confirmLeavingPage(location().pathname))) return;
      await logout();
      // Nothing of this session may leak into the next one.
      useTagsView.getState().reset();
      queryClient.clear();
      navigate('/login', { replace: true });
    } else {
      navigate(key);
    }
  };

  return (
    <Dropdown
      menu={{
        items: [
          { key: '/user/profile', icon: <UserOutlined />, label: t('account.profile') },
          { key: '/user/preference', icon: <SettingOutlined />, label: t('account.preference') },
          { key: 'settings', icon: <LayoutOutlined />, label: t('account.settings') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('account.logout') },
        ],
        onClick: (info) => void onClick(info),
      }}
    >
      <button
        type="button"
        className="account-button"
        data-testid="account-menu"
        aria-label={t('account.menu')}
      >
        <Avatar size="small" src={avatarUrl} icon={<UserOutlined />} alt="" />
        {!compact && <span>{user?.nickName || user?.userName}</span>}
      </button>
    </Dropdown>
  );
}
