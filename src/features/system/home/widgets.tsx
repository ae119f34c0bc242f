import {
  AppstoreOutlined,
  FileTextOutlined,
  FolderOutlined,
  LayoutOutlined,
  PictureOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Row, Statistic } from 'antd';
import { useNavigate } from 'react-router-dom';

import { isExternalLink, localizeRunTime } from '@/lib/utils';

import { homeI18n } from './i18n';
import { homeQueries } from './queries';

/** The screens picked as shortcuts on the preference page; hidden when there are none. */
export function ShortcutsCard() {
  const t = homeI18n.useT();
  const navigate = useNavigate();
  const { data } = useQuery(homeQueries.shortcuts);
  if (!data || data.length === 0) return null;
  return (
    <Card title={t('shortcuts')} size="small" data-testid="home-shortcuts">
      <Row gutter={[12, 12]}>
        {data.map((s) => (
          <Col key={s.router} xs={12} sm={8} xl={6}>
            <Card
              hoverable
              size="small"
              role="link"
              tabIndex={0}
              style={{ textAlign: 'center' }}
              onClick={() =>
                isExternalLink(s.router) ? window.open(s.router, '_blank', 'noopener') : navigate(s.router)
              }
              onKeyDown={(e) => {
                if (e.key === 'Enter') navigate(s.router);
              }}
            >
              <AppstoreOutlined style={{ fontSize: 22 }} aria-hidden />
              <div style={{ marginTop: 6 }}>{s.name}</div>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** Application name, version, uptime and the CMS publish configuration. */
export function ServerInfoCard() {
  const t = homeI18n.useT();
  const server = useQuery(homeQueries.server);
  const config = useQuery(homeQueries.config);
  const app = server.data?.app;
  return (
    <Card title={t('server.title')} size="small" loading={server.isPending} data-testid="home-server">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('server.app')}>
          {app ? `${app.name ?? ''} (${app.alias ?? ''})` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('server.version')}>{app?.version ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('server.startTime')}>{server.data?.startTime ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('server.runTime')}>
          {localizeRunTime(server.data?.runTime) || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('server.publishStrategy')}>
          {config.data?.publishStrategy ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('server.resourceRoot')}>
          {config.data?.resourceRoot ?? '-'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Catalog, content, resource and template counts of the current site. */
export function SiteStatCard() {
  const t = homeI18n.useT();
  const { data, isPending } = useQuery(homeQueries.siteStat);
  const tiles = [
    { key: 'catalog', icon: <FolderOutlined />, value: data?.catalogCount },
    { key: 'content', icon: <FileTextOutlined />, value: data?.contentCount },
    { key: 'resource', icon: <PictureOutlined />, value: data?.resourceCount },
    { key: 'template', icon: <LayoutOutlined />, value: data?.templateCount },
  ] as const;
  return (
    <Card title={t('stat.title')} size="small" loading={isPending} data-testid="home-stat">
      <Row gutter={12}>
        {tiles.map((tile) => (
          <Col key={tile.key} span={6}>
            <Statistic title={t(`stat.${tile.key}`)} prefix={tile.icon} value={Number(tile.value ?? 0)} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
