import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useSession } from '@/stores/session';

import { homeApi } from './api';

/** Home: who you are and where you last signed in from. */
export default function HomePage() {
  const { t } = useTranslation('app');
  const avatarUrl = useSession((s) => s.avatarUrl);
  const { data, isLoading } = useQuery({ queryKey: ['system', 'home', 'info'], queryFn: homeApi.homeInfo });
  return (
    <Card data-testid="home-page">
      {isLoading || !data ? (
        <Skeleton avatar active />
      ) : (
        <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
          <Avatar size={64} src={avatarUrl} icon={<UserOutlined />} alt="" />
          <div>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              <Link to="/user/profile">{t('home.welcome', { name: data.nickName || data.userName })}</Link>
            </Typography.Title>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('home.lastLoginTime')}>
                {data.lastLoginTime ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('home.lastLoginIp')}>
                {data.lastLoginIp ?? '-'}
                {data.lastLoginAddr ? ` [${data.lastLoginAddr}]` : ''}
              </Descriptions.Item>
            </Descriptions>
          </div>
        </div>
      )}
    </Card>
  );
}
