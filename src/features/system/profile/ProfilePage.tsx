import {
  ApartmentOutlined,
  CalendarOutlined,
  MailOutlined,
  PhoneOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Card, Col, List, Row, Skeleton, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { profileApi } from '@/api/system/profile';
import { Hint } from '@/components/hint';
import { API_BASE } from '@/lib/http';
import { useSession } from '@/stores/session';

import { AvatarDialog } from './AvatarDialog';
import { profileI18n } from './i18n';
import { ResetPwdForm } from './ResetPwdForm';
import { PROFILE_QUERY, UserInfoForm } from './UserInfoForm';

type TabKey = 'userinfo' | 'resetPwd';
const tabOf = (value: string | null): TabKey => (value === 'resetPwd' ? 'resetPwd' : 'userinfo');

/**
 * Account center (`/user/profile`, `?tab=resetPwd` opens the password tab): personal information with
 * the avatar on the left, basic data and password change on the right.
 */
export default function ProfilePage() {
  const t = profileI18n.useT();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const queryTab = tabOf(params.get('tab'));
  const [tab, setTab] = useState<TabKey>(queryTab);
  const [seenQueryTab, setSeenQueryTab] = useState(queryTab);
  if (seenQueryTab !== queryTab) {
    // Opened again with another ?tab= (e.g. by the password-expiry prompt): follow it.
    setSeenQueryTab(queryTab);
    setTab(queryTab);
  }
  const [avatarOpen, setAvatarOpen] = useState(false);
  const avatarUrl = useSession((s) => s.avatarUrl);
  const { data } = useQuery({ queryKey: PROFILE_QUERY, queryFn: profileApi.profile });

  if (!data) return <Skeleton active data-testid="profile-loading" />;
  const { user } = data;
  const rows: [ReactNode, string, string | undefined][] = [
    [<UserOutlined key="u" />, t('profile.userName'), user.userName],
    [<PhoneOutlined key="p" />, t('profile.phoneNumber'), user.phoneNumber],
    [<MailOutlined key="m" />, t('profile.email'), user.email],
    [<ApartmentOutlined key="d" />, t('profile.dept'), user.deptName],
    [<TeamOutlined key="r" />, t('profile.roles'), data.roleGroup],
    [<SolutionOutlined key="s" />, t('profile.posts'), data.postGroup],
    [<CalendarOutlined key="c" />, t('profile.createTime'), user.createTime],
  ];

  return (
    <Row gutter={[16, 16]} data-testid="profile-page">
      <Col xs={24} lg={8}>
        <Card title={t('profile.personalInfo')}>
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <Hint title={t('avatar.change')}>
              <button
                type="button"
                aria-label={t('avatar.change')}
                onClick={() => setAvatarOpen(true)}
                style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', borderRadius: '50%' }}
              >
                <Avatar size={120} src={avatarUrl} icon={<UserOutlined />} alt="" />
              </button>
            </Hint>
          </div>
          <List
            size="small"
            dataSource={rows}
            renderItem={([icon, label, value]) => (
              <List.Item extra={value ?? '-'}>
                <span>
                  {icon} {label}
                </span>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(tabOf(key))}
            items={[
              { key: 'userinfo', label: t('profile.basicInfo'), children: <UserInfoForm user={user} /> },
              { key: 'resetPwd', label: t('profile.resetPwd'), children: <ResetPwdForm user={user} /> },
            ]}
          />
        </Card>
      </Col>
      <AvatarDialog
        open={avatarOpen}
        onClose={() => setAvatarOpen(false)}
        onUploaded={(path) => {
          useSession.setState({ avatarUrl: /^https?:/.test(path) ? path : API_BASE + path });
          void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY });
        }}
      />
    </Row>
  );
}
