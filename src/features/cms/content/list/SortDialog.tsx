import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Table, Tooltip } from 'antd';
import { useState } from 'react';

import { DictTag } from '@/components/dict';
import { Paginator } from '@/components/list';
import { feedback } from '@/lib/feedback';

import { contentApi } from '../api';
import type { ContentT } from '../i18n';
import type { ContentRow } from '../types';
import { isTopped } from './rules';
import { sortTargetFor } from './sort-target';

export interface SortDialogProps {
  /** The content being moved; the dialog is open while set. */
  row: ContentRow | undefined;
  t: ContentT;
  onOk: (targetContentId: string) => Promise<unknown>;
  onCancel: () => void;
}

const PAGE_SIZE = 10;

/**
 * "Content Sort": pick the row to place the content before (a topped target tops it, otherwise its
 * top is removed), or give a number of rows to move (positive down, negative up).
 */
export function SortDialog({ row, t, onOk, onCancel }: SortDialogProps) {
  const [title, setTitle] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [target, setTarget] = useState<string>();
  const [offset, setOffset] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const catalogId = row?.catalogId ?? '';
  const query = { catalogId, title: title || undefined, pageNum, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: ['cms/content/sort-dialog', query],
    queryFn: () => contentApi.list(query),
    enabled: !!row,
    placeholderData: keepPreviousData,
  });

  const submit = async () => {
    if (!row) return;
    let targetId = target;
    if (offset) {
      targetId = await sortTargetFor(catalogId, row.contentId, offset);
      if (!targetId) {
        feedback.warning(t('sortDialog.outOfRange'));
        return;
      }
    }
    if (!targetId) {
      feedback.warning(t('sortDialog.pickTarget'));
      return;
    }
    setBusy(true);
    try {
      await onOk(targetId);
    } catch {
      // Reported by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!row}
      title={t('sortDialog.title')}
      width={800}
      confirmLoading={busy}
      destroyOnHidden
      afterClose={() => {
        setTitle('');
        setPageNum(1);
        setTarget(undefined);
        setOffset(null);
      }}
      onCancel={onCancel}
      onOk={() => void submit()}
    >
      <Alert type="info" showIcon message={t('sortDialog.info')} style={{ marginBottom: 12 }} />
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={t('sortDialog.offset')} htmlFor="sortOffset" extra={t('sortDialog.offsetHint')}>
          <InputNumber id="sortOffset" precision={0} value={offset} onChange={setOffset} />
        </Form.Item>
        <Form.Item>
          <Input.Search
            allowClear
            placeholder={t('search.titlePlaceholder')}
            aria-label={t('search.titlePlaceholder')}
            onSearch={(v) => {
              setTitle(v.trim());
              setPageNum(1);
            }}
          />
        </Form.Item>
      </Form>
      <Table<ContentRow>
        size="small"
        rowKey="contentId"
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        pagination={false}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: target ? [target] : [],
          onChange: (keys) => setTarget(keys[0] === undefined ? undefined : String(keys[0])),
          getCheckboxProps: (r) => ({ disabled: r.contentId === row?.contentId }),
        }}
        onRow={(r) => ({
          onClick: () => {
            if (r.contentId !== row?.contentId) setTarget(r.contentId);
          },
        })}
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
                {isTopped(r) && (
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
    </Modal>
  );
}
