import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { siteApi, siteKeys, type CmsSite } from '@/api/cms/site';
import { feedback } from '@/lib/feedback';
import type { CurrentSite } from '@/stores/current-site';

const PAGE_SIZE = 10;

/**
 * "Change current site": the sites (name, path, URL) 10 per page, searchable by name; confirm by button
 * or double click. Nothing picked → "select first"; the current site → "already current".
 */
export function SiteSelectDialog({
  open,
  current,
  switching,
  onClose,
  onPick,
}: {
  open: boolean;
  current: CurrentSite | undefined;
  switching: boolean;
  onClose: () => void;
  onPick: (site: CmsSite) => void;
}) {
  const { t } = useTranslation('shell');
  const [input, setInput] = useState('');
  const [query, setQuery] = useState({ pageNum: 1, siteName: '' });
  const [selected, setSelected] = useState<CmsSite>();
  const { data, isFetching } = useQuery({
    queryKey: siteKeys.list({ ...query, pageSize: PAGE_SIZE }),
    queryFn: () =>
      siteApi.list({
        pageNum: query.pageNum,
        pageSize: PAGE_SIZE,
        siteName: query.siteName || undefined,
      }),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  const confirm = (row: CmsSite | undefined) => {
    if (!row) feedback.error(t('site.selectFirst'));
    else if (row.siteId === current?.siteId) feedback.error(t('site.alreadyCurrent'));
    else onPick(row);
  };

  const columns: TableColumnsType<CmsSite> = [
    {
      title: t('site.no'),
      key: 'no',
      width: 70,
      render: (_v, _row, index) => (query.pageNum - 1) * PAGE_SIZE + index + 1,
    },
    {
      title: t('site.siteName'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space size={6}>
          {name}
          {row.siteId === current?.siteId && <Tag color="blue">{t('site.current')}</Tag>}
        </Space>
      ),
    },
    { title: t('site.sitePath'), dataIndex: 'path' },
    { title: t('site.siteUrl'), dataIndex: 'link', ellipsis: true },
  ];

  return (
    <Modal
      open={open}
      title={t('site.dialogTitle')}
      width={800}
      onCancel={onClose}
      onOk={() => confirm(selected)}
      confirmLoading={switching}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }}>
        <Input
          allowClear
          value={input}
          placeholder={t('site.siteName')}
          aria-label={t('site.siteName')}
          onChange={(e) => setInput(e.target.value)}
          onPressEnter={() => setQuery({ pageNum: 1, siteName: input.trim() })}
        />
        <Button type="primary" onClick={() => setQuery({ pageNum: 1, siteName: input.trim() })}>
          {t('site.search')}
        </Button>
        <Button
          onClick={() => {
            setInput('');
            setQuery({ pageNum: 1, siteName: '' });
          }}
        >
          {t('site.reset')}
        </Button>
      </Space>
      <Table<CmsSite>
        rowKey="siteId"
        size="small"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected.siteId] : [],
          onChange: (_keys, rows) => setSelected(rows[0]),
        }}
        onRow={(row) => ({
          onClick: () => setSelected(row),
          onDoubleClick: () => confirm(row),
        })}
        pagination={{
          current: query.pageNum,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: false,
          onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
        }}
      />
    </Modal>
  );
}
