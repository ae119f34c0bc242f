import { Card, Col, Descriptions, Row, Spin } from 'antd';
import { useMemo } from 'react';

import { EChart } from '@/components/chart';

import { commandPie, memoryGauge } from './charts';
import { cacheI18n } from './i18n';
import { useCacheInfo } from './queries';

/** Redis monitor (`monitor/cache/index`, menu 113, monitor:cache:view). */
export default function CacheMonitorPage() {
  const t = cacheI18n.useT();
  const { data, isPending } = useCacheInfo();
  const info = data?.info ?? {};
  const stats = useMemo(() => data?.commandStats ?? [], [data]);
  const memory = info.used_memory_human ?? '0';
  const pie = useMemo(() => commandPie(t('commandStats'), stats), [t, stats]);
  const gauge = useMemo(() => memoryGauge(t('memoryInfo'), memory), [t, memory]);
  if (!data) {
    return (
      <Spin spinning={isPending} tip={t('loading')}>
        <div style={{ minHeight: 240 }} />
      </Spin>
    );
  }
  const cpu = Number.parseFloat(info.used_cpu_user_children ?? '');
  return (
    <Row gutter={[16, 16]} data-testid="cache-monitor">
      <Col span={24}>
        <Card title={t('basicInfo')} size="small">
          <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 4 }}>
            <Descriptions.Item label={t('redisVersion')}>{info.redis_version}</Descriptions.Item>
            <Descriptions.Item label={t('redisMode')}>
              {info.redis_mode === 'standalone' ? t('standalone') : t('cluster')}
            </Descriptions.Item>
            <Descriptions.Item label={t('port')}>{info.tcp_port}</Descriptions.Item>
            <Descriptions.Item label={t('clients')}>{info.connected_clients}</Descriptions.Item>
            <Descriptions.Item label={t('uptime')}>{info.uptime_in_days}</Descriptions.Item>
            <Descriptions.Item label={t('usedMemory')}>{info.used_memory_human}</Descriptions.Item>
            <Descriptions.Item label={t('usedCpu')}>
              {Number.isNaN(cpu) ? '' : cpu.toFixed(2)}
            </Descriptions.Item>
            <Descriptions.Item label={t('maxMemory')}>{info.maxmemory_human}</Descriptions.Item>
            <Descriptions.Item label={t('aofEnabled')}>
              {info.aof_enabled === '0' ? t('no') : t('yes')}
            </Descriptions.Item>
            <Descriptions.Item label={t('rdbStatus')}>{info.rdb_last_bgsave_status}</Descriptions.Item>
            <Descriptions.Item label={t('dbSize')}>{data.dbSize}</Descriptions.Item>
            <Descriptions.Item label={t('network')}>
              {`${info.instantaneous_input_kbps ?? ''}kps / ${info.instantaneous_output_kbps ?? ''}kps`}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('commandStats')} size="small">
          <EChart
            option={pie}
            height={320}
            label={t('commandChart', { list: stats.map((s) => `${s.name} ${s.value}`).join(', ') })}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('memoryInfo')} size="small">
          <EChart option={gauge} height={320} label={t('memoryChart', { value: memory })} />
        </Card>
      </Col>
    </Row>
  );
}
