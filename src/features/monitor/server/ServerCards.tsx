import { Card, Col, Descriptions, Progress, Row, Table, Typography } from 'antd';

import type { ServerInfo, SysFile } from '@/api/monitor/server';
import { localizeRunTime } from '@/lib/utils';

import { Gauge } from './Gauge';
import { WARN_PERCENT } from './gauge';
import { serverI18n } from './i18n';

const pct = (value: number) => `${value}%`;

/** A usage figure, red above the warning line (V1.5.5 rule). */
function Percent({ value }: { value: number }) {
  return <Typography.Text type={value > WARN_PERCENT ? 'danger' : undefined}>{pct(value)}</Typography.Text>;
}

export function CpuMemoryCards({ data }: { data: ServerInfo }) {
  const t = serverI18n.useT();
  const { cpu, mem, jvm } = data;
  const rows = [
    { key: 'total', mem: `${mem.total}G`, jvm: `${jvm.total}M` },
    { key: 'used', mem: `${mem.used}G`, jvm: `${jvm.used}M` },
    { key: 'free', mem: `${mem.free}G`, jvm: `${jvm.free}M` },
    { key: 'usage', mem: <Percent value={mem.usage} />, jvm: <Percent value={jvm.usage} /> },
  ] as const;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('cpu')} size="small" data-testid="server-cpu">
          <Gauge name={t('cpuGauge')} value={Math.round((cpu.used + cpu.sys) * 100) / 100} />
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('cpuNum')}>{cpu.cpuNum}</Descriptions.Item>
            <Descriptions.Item label={t('userUsage')}>{pct(cpu.used)}</Descriptions.Item>
            <Descriptions.Item label={t('sysUsage')}>{pct(cpu.sys)}</Descriptions.Item>
            <Descriptions.Item label={t('idle')}>{pct(cpu.free)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('memory')} size="small" data-testid="server-memory">
          <Row>
            <Col span={12}>
              <Gauge name={t('memGauge')} value={mem.usage} />
            </Col>
            <Col span={12}>
              <Gauge name={t('jvmGauge')} value={jvm.usage} />
            </Col>
          </Row>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={[...rows]}
            columns={[
              { key: 'a', title: t('attribute'), render: (_v, r) => t(r.key) },
              { key: 'mem', dataIndex: 'mem', title: t('memCol') },
              { key: 'jvm', dataIndex: 'jvm', title: t('jvmCol') },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}

export function HostCards({ data }: { data: ServerInfo }) {
  const t = serverI18n.useT();
  const { app, sys, jvm } = data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('appInfo')} size="small">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('appName')}>
              {app?.name} {app?.alias && `[${app.alias}]`}
            </Descriptions.Item>
            <Descriptions.Item label={t('version')}>{app?.version}</Descriptions.Item>
          </Descriptions>
        </Card>
        {(data.dataSources?.list ?? []).map((ds) => (
          <Card
            key={ds.poolName}
            title={`${t('dataSources')} · ${ds.poolName}`}
            size="small"
            style={{ marginTop: 16 }}
          >
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('driverClass')}>{ds.driverClass}</Descriptions.Item>
              <Descriptions.Item label={t('url')}>
                <Typography.Text style={{ wordBreak: 'break-all' }}>{ds.url}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('username')}>{ds.username}</Descriptions.Item>
            </Descriptions>
          </Card>
        ))}
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('server')} size="small">
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('computerName')}>{sys.computerName}</Descriptions.Item>
            <Descriptions.Item label={t('computerIp')}>{sys.computerIp}</Descriptions.Item>
            <Descriptions.Item label={t('osName')}>{sys.osName}</Descriptions.Item>
            <Descriptions.Item label={t('osArch')}>{sys.osArch}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('jvm')} size="small">
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('javaName')}>{jvm.name}</Descriptions.Item>
            <Descriptions.Item label={t('javaVersion')}>{jvm.version}</Descriptions.Item>
            <Descriptions.Item label={t('startTime')}>{jvm.startTime}</Descriptions.Item>
            <Descriptions.Item label={t('runTime')}>{localizeRunTime(jvm.runTime)}</Descriptions.Item>
            <Descriptions.Item label={t('javaHome')} span={2}>
              {jvm.home}
            </Descriptions.Item>
            <Descriptions.Item label={t('userDir')} span={2}>
              {sys.userDir}
            </Descriptions.Item>
            <Descriptions.Item label={t('inputArgs')} span={2}>
              {jvm.inputArgs}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}

export function DiskCard({ files }: { files: SysFile[] }) {
  const t = serverI18n.useT();
  return (
    <Card title={t('disk')} size="small" data-testid="server-disk">
      <Table<SysFile>
        size="small"
        pagination={false}
        rowKey="dirName"
        dataSource={files}
        // Every column keeps a readable width; a narrow window scrolls the table, not the page.
        scroll={{ x: 1040 }}
        columns={[
          { key: 'dirName', dataIndex: 'dirName', title: t('dirName'), width: 200 },
          { key: 'sysTypeName', dataIndex: 'sysTypeName', title: t('sysTypeName'), width: 120 },
          { key: 'typeName', dataIndex: 'typeName', title: t('typeName'), width: 160 },
          { key: 'total', dataIndex: 'total', title: t('diskTotal'), width: 120 },
          { key: 'free', dataIndex: 'free', title: t('diskFree'), width: 120 },
          { key: 'used', dataIndex: 'used', title: t('diskUsed'), width: 120 },
          {
            key: 'usage',
            dataIndex: 'usage',
            title: t('diskUsage'),
            width: 200,
            render: (usage: number) => (
              <Progress
                percent={usage}
                size="small"
                status={usage > WARN_PERCENT ? 'exception' : 'normal'}
                format={() => <Percent value={usage} />}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
