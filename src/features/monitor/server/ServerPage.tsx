import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Space, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';

import { serverApi, serverKeys } from '@/api/monitor/server';

import { serverI18n } from './i18n';
import { CpuMemoryCards, DiskCard, HostCards } from './ServerCards';

/** Figures of a live server change by the second; five seconds keeps the view fresh without load. */
export const REFRESH_MS = 5000;

/** Server monitor (`monitor/server/index`, menu 112, monitor:server:view). */
export default function ServerPage() {
  const t = serverI18n.useT();
  const [auto, setAuto] = useState(true);
  const query = useQuery({
    queryKey: serverKeys.extra('info'),
    queryFn: serverApi.get,
    refetchInterval: auto ? REFRESH_MS : false,
    // A browser tab in the background need not poll.
    refetchIntervalInBackground: false,
  });
  const { data } = query;
  return (
    <div data-testid="server-page">
      <Flex justify="flex-end" align="center" gap={12} style={{ marginBottom: 12 }}>
        {query.dataUpdatedAt > 0 && (
          <Typography.Text type="secondary">
            {t('lastUpdate', { time: new Date(query.dataUpdatedAt).toLocaleTimeString() })}
          </Typography.Text>
        )}
        <Space>
          <Switch checked={auto} onChange={setAuto} aria-label={t('autoRefresh')} />
          {t('autoRefresh')}
        </Space>
        <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('refresh')}
        </Button>
      </Flex>
      {data ? (
        <Flex vertical gap={16}>
          <CpuMemoryCards data={data} />
          <HostCards data={data} />
          <DiskCard files={data.sysFiles} />
        </Flex>
      ) : (
        <Spin spinning={query.isPending} tip={t('loading')}>
          <div style={{ minHeight: 240 }} />
        </Spin>
      )}
    </div>
  );
}
