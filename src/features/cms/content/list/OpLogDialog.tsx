import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Table } from 'antd';
import { useState } from 'react';

import { DictSelect, DictTag } from '@/components/dict';
import { Paginator } from '@/components/list';

import { contentApi } from '../api';
import type { ContentT } from '../i18n';
import type { ContentOpLog, ContentRow } from '../types';

const PAGE_SIZE = 10;

/** "Logs": the operation log of one content (`GET /cms/content/log`), by type and operator. */
export function OpLogDialog({
  row,
  t,
  onClose,
}: {
  row: ContentRow | undefined;
  t: ContentT;
  onClose: () => void;
}) {
  const [filters, setFilters] = useState<{ type?: string; operator?: string }>({});
  const [pageNum, setPageNum] = useState(1);
  const query = { contentId: row?.contentId ?? '', ...filters, pageNum, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: ['cms/content/log', query],
    queryFn: () => contentApi.opLogs(query),
    enabled: !!row,
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open={!!row}
      title={t('opLog.title')}
      width={1000}
      destroyOnHidden
      afterClose={() => {
        setFilters({});
        setPageNum(1);
      }}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <Form
        layout="inline"
        style={{ marginBottom: 12 }}
        onFinish={(v: { type?: string; operator?: string }) => {
          setFilters({ type: v.type || undefined, operator: v.operator?.trim() || undefined });
          setPageNum(1);
        }}
      >
        <Form.Item name="type">
          <DictSelect type="CMSContentOpType" placeholder={t('opLog.type')} aria-label={t('opLog.type')} />
        </Form.Item>
        <Form.Item name="operator">
          <Input allowClear placeholder={t('opLog.operator')} aria-label={t('opLog.operator')} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('actions.search')}
          </Button>
        </Form.Item>
      </Form>
      <Table<ContentOpLog>
        size="small"
        rowKey="logId"
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        pagination={false}
        columns={[
          {
            key: 'index',
            title: t('columns.index'),
            width: 70,
            render: (_v, _r, i) => (pageNum - 1) * PAGE_SIZE + i + 1,
          },
          {
            key: 'type',
            dataIndex: 'type',
            title: t('opLog.type'),
            width: 110,
            render: (value: string) => <DictTag type="CMSContentOpType" value={value} />,
          },
          { key: 'operatorType', dataIndex: 'operatorType', title: t('opLog.operatorType'), width: 120 },
          { key: 'operator', dataIndex: 'operator', title: t('opLog.operator'), width: 120 },
          { key: 'logTime', dataIndex: 'logTime', title: t('opLog.logTime'), width: 170 },
          { key: 'details', dataIndex: 'details', title: t('opLog.details'), ellipsis: true },
        ]}
      />
      <Paginator
        total={list.data?.total ?? 0}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onChange={(p) => setPageNum(p)}
      />
    </Modal>
  );
}
