import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Descriptions, Row, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';

import { localizeLocation } from '@/lib/utils';
import { useSession } from '@/stores/session';

import { homeI18n } from './i18n';
import { homeQueries } from './queries';
import { VisitTrendCard } from './VisitTrendCard';
import { ServerInfoCard, ShortcutsCard, SiteStatCard } from './widgets';

/** Who you are and where you last signed in from. */
function UserInfoCard() {
  const t = homeI18n.useT();
  const avatarUrl = useSession((s) => s.avatarUrl);
  const { data, isLoading } = useQuery(homeQueries.info);
  return (
    <Card data-testid="home-page">
      {isLoading || !data ? (
        <Skeleton avatar active />
      ) : (
        <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
          <Avatar size={64} src={avatarUrl} icon={<UserOutlined />} alt="" />
          <div>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              <Link to="/user/profile">{t('welcome', { name: data.nickName || data.userName })}</Link>
            </Typography.Title>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('lastLoginTime')}>{data.lastLoginTime ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('lastLoginIp')}>
                {data.lastLoginIp ?? '-'}
                {data.lastLoginAddr ? ` [${localizeLocation(data.lastLoginAddr)}]` : ''}
              </Descriptions.Item>
            </Descriptions>
          </div>
        </div>
      )}
    </Card>
  );
}

/** Home's data, asked while the session loads (see `prefetchHome`). */
export { prefetchHome as prefetch } from './queries';

/**
 * Home: the user card across the top, then the Baidu visit trend above server info on the left,
 * shortcuts and the current site's data counts on the right (the V1.5.5 layout).
 */
export default function HomePage() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <UserInfoCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <VisitTrendCard />
            <ServerInfoCard />
          </Space>
        </Col>
        <Col xs={24} lg={12}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <ShortcutsCard />
            <SiteStatCard />
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
