import { DeleteOutlined, PlusOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Space, Table, Tooltip } from 'antd';
import { useState, type Key } from 'react';

import { ContentPickerDialog } from '@/components/cms/content-picker';
import { DictTag } from '@/components/dict';
import { Paginator, useListMutation } from '@/components/list';

import { contentApi } from '../api';
import type { ContentT } from '../i18n';
import type { ContentRow, RelaContentRow } from '../types';

const PAGE_SIZE = 10;

export interface RelaDialogProps {
  row: ContentRow | undefined;
  t: ContentT;
  /** Whether the user may change the relations (Catalog:EditContent of the content's catalog). */
  editable: boolean;
  onClose: () => void;
}

/** "Related contents": list, add through the content picker, remove the checked ones. */
export function RelaDialog({ row, t, editable, onClose }: RelaDialogProps) {
  const contentId = row?.contentId ?? '';
  const [title, setTitle] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [checked, setChecked] = useState<Key[]>([]);
  const [picking, setPicking] = useState(false);
  const query = { contentId, title: title || undefined, pageNum, pageSize: PAGE_SIZE };
  const key = ['cms/content/rela', contentId] as const;
  const list = useQuery({
    queryKey: [...key, query],
    queryFn: () => contentApi.relas(query),
    enabled: !!row,
    placeholderData: keepPreviousData,
  });
  const add = useListMutation({
    mutationFn: (ids: string[]) => contentApi.addRelas(contentId, ids),
    invalidate: key,
    success: { text: t('rela.addSuccess') },
  });
  const remove = useListMutation({
    mutationFn: (ids: string[]) => contentApi.removeRelas(contentId, ids),
    invalidate: key,
    success: 'delete',
    onSuccess: () => setChecked([]),
  });
  return (
    <Modal
      open={!!row}
      title={t('rela.title')}
      width={800}
      destroyOnHidden
      afterClose={() => {
        setTitle('');
        setPageNum(1);
        setChecked([]);
      }}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Space>
          {editable && (
            <>
              <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setPicking(true)}>
                {t('rela.add')}
              </Button>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={checked.length === 0}
                onClick={() => void remove.mutateAsync(checked.map(String)).catch(() => undefined)}
              >
                {t('rela.remove')}
              </Button>
            </>
          )}
        </Space>
        <Input.Search
          allowClear
          style={{ width: 220 }}
          placeholder={t('search.titlePlaceholder')}
          aria-label={t('search.titlePlaceholder')}
          onSearch={(v) => {
            setTitle(v.trim());
            setPageNum(1);
          }}
        />
      </Flex>
      <Table<RelaContentRow>
        size="small"
        rowKey="contentId"
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        pagination={false}
        rowSelection={editable ? { selectedRowKeys: checked, onChange: setChecked } : undefined}
        columns={[
          {
            key: 'index',
            title: t('columns.index'),
            width: 70,
            render: (_v, _r, i) => (pageNum - 1) * PAGE_SIZE + i + 1,
          },
          {
            key: 'title',
            dataIndex: 'title',
            title: t('columns.title'),
            ellipsis: true,
            render: (value: string, r) => (
              <>
                {Number(r.topFlag ?? 0) > 0 && (
                  <Tooltip title={t('columns.topping')}>
                    <VerticalAlignTopOutlined style={{ marginRight: 4 }} />
                  </Tooltip>
                )}
                {value}
              </>
            ),
          },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('columns.status'),
            width: 100,
            render: (value: string) => <DictTag type="CMSContentStatus" value={value} />,
          },
          { key: 'publishDate', dataIndex: 'publishDate', title: t('columns.publishDate'), width: 170 },
        ]}
      />
      <Paginator
        total={list.data?.total ?? 0}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onChange={(p) => setPageNum(p)}
      />
      <ContentPickerDialog
        open={picking}
        multiple
        excludeIds={[contentId]}
        onCancel={() => setPicking(false)}
        onOk={(picked) => {
          setPicking(false);
          void add.mutateAsync(picked.map((p) => p.contentId)).catch(() => undefined);
        }}
      />
    </Modal>
  );
}
