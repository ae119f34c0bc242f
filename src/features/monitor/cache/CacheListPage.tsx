import { ClearOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Empty, Input, Row, Table } from 'antd';
import { useState } from 'react';

import type { SysCache } from '@/api/monitor/cache';
import { Hint } from '@/components/hint';
import { feedback } from '@/lib/feedback';

import { cacheI18n } from './i18n';
import { useCacheClears, useCacheKeys, useCacheNames, useCacheValue } from './queries';

/** Key lists longer than this render virtually. */
const VIRTUAL_FROM = 200;

const rowProps = (selected: boolean, onClick: () => void) => ({
  onClick,
  style: {
    cursor: 'pointer',
    background: selected ? 'var(--ant-control-item-bg-active, #e6f4ff)' : undefined,
  },
});

/** Cache list (`monitor/cache/list`, menu 114): cache names → keys → value, with the three clears. */
export default function CacheListPage() {
  const t = cacheI18n.useT();
  const [cache, setCache] = useState<SysCache>();
  const [key, setKey] = useState<string>();
  const names = useCacheNames();
  const keys = useCacheKeys(cache?.monitoredId);
  const value = useCacheValue(cache?.monitoredId, key);
  const { clearName, clearKey, clearAll } = useCacheClears(t('clearAllDone'));
  // Keys are shown without the cache's prefix, as in V1.5.5.
  const shortKey = (k: string) =>
    cache && k.startsWith(cache.cacheKey) ? k.slice(cache.cacheKey.length) : k;
  const clearIcon = (label: string, run: () => Promise<unknown>) => (
    <Hint title={label}>
      <Button
        type="link"
        danger
        size="small"
        aria-label={label}
        icon={<DeleteOutlined />}
        onClick={(e) => {
          e.stopPropagation(); // not a row selection
          run().catch(() => undefined); // already reported by the HTTP client
        }}
      />
    </Hint>
  );

  return (
    <Row gutter={[16, 16]} data-testid="cache-list">
      {/* Names and keys side by side from 1200 px, the value below them; all three in a row from 1600 px, where
          each table still has room for its text columns. */}
      <Col xs={24} xl={12} xxl={8}>
        <Card
          size="small"
          title={t('cacheNames')}
          extra={
            <Button
              type="text"
              size="small"
              aria-label={t('refresh')}
              icon={<ReloadOutlined />}
              onClick={() => void names.refetch()}
            />
          }
        >
          <Table<SysCache>
            size="small"
            rowKey="monitoredId"
            loading={names.isFetching}
            pagination={false}
            dataSource={names.data ?? []}
            onRow={(row) =>
              rowProps(row.monitoredId === cache?.monitoredId, () => {
                setCache(row);
                setKey(undefined);
              })
            }
            columns={[
              { key: 'no', title: t('no_'), width: 60, render: (_v, _r, i) => i + 1 },
              { key: 'cacheName', dataIndex: 'cacheName', title: t('cacheName'), ellipsis: true },
              { key: 'cacheKey', dataIndex: 'cacheKey', title: t('cacheKeyPrefix'), ellipsis: true },
              {
                key: 'op',
                width: 60,
                render: (_v, row) =>
                  clearIcon(t('clear'), async () => {
                    await clearName.mutateAsync(row);
                    feedback.success(t('clearNameDone', { name: row.cacheName ?? row.monitoredId }));
                  }),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12} xxl={8}>
        <Card size="small" title={t('cacheKeys')}>
          {cache ? (
            <Table<{ key: string }>
              size="small"
              rowKey="key"
              loading={keys.isFetching}
              pagination={false}
              // A cache can hold thousands of keys (one per catalog, per token…): only the visible rows
              // are rendered once the list is long.
              virtual={(keys.data?.length ?? 0) > VIRTUAL_FROM}
              scroll={(keys.data?.length ?? 0) > VIRTUAL_FROM ? { y: 560 } : undefined}
              dataSource={(keys.data ?? []).map((k) => ({ key: k }))}
              onRow={(row) => rowProps(row.key === key, () => setKey(row.key))}
              columns={[
                { key: 'no', title: t('no_'), width: 60, render: (_v, _r, i) => i + 1 },
                { key: 'key', title: t('cacheKey'), ellipsis: true, render: (_v, row) => shortKey(row.key) },
                {
                  key: 'op',
                  width: 60,
                  render: (_v, row) =>
                    clearIcon(t('clear'), async () => {
                      await clearKey.mutateAsync({ monitoredId: cache.monitoredId, cacheKey: row.key });
                      feedback.success(t('clearKeyDone', { key: row.key }));
                      if (row.key === key) setKey(undefined);
                    }),
                },
              ]}
            />
          ) : (
            <Empty description={t('selectCache')} />
          )}
        </Card>
      </Col>
      <Col xs={24} xxl={8}>
        <Card
          size="small"
          title={t('cacheValue')}
          extra={
            <Button
              danger
              size="small"
              icon={<ClearOutlined />}
              onClick={() =>
                void clearAll.mutateAsync().then(
                  () => {
                    setCache(undefined);
                    setKey(undefined);
                  },
                  () => undefined,
                )
              }
            >
              {t('clearAll')}
            </Button>
          }
        >
          {key && value.data ? (
            <Descriptions size="small" column={1} layout="vertical" data-testid="cache-value">
              <Descriptions.Item label={t('cacheName')}>{value.data.cacheName}</Descriptions.Item>
              <Descriptions.Item label={t('cacheKey')}>{value.data.cacheKey}</Descriptions.Item>
              <Descriptions.Item label={t('expireTime')}>{value.data.expireTime}</Descriptions.Item>
              <Descriptions.Item label={t('cacheValue')}>
                <Input.TextArea
                  aria-label={t('cacheValue')}
                  readOnly
                  rows={8}
                  value={value.data.cacheValue ?? ''}
                />
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Empty description={t('selectKey')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
