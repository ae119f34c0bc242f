import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Col, Empty, Input, Modal, Row, Table, Tooltip } from 'antd';
import { Suspense, useState, type Key } from 'react';

import { CatalogTree } from '@/components/cms/catalog-tree';
import { DictTag } from '@/components/dict';
import { Paginator } from '@/components/list';
import { feedback } from '@/lib/feedback';

import { contentPickerApi } from './api';
import { contentPickerI18n } from './i18n';
import type { PickedContent, PickerContentRow } from './types';

export interface ContentPickerDialogProps {
  open: boolean;
  /** Check boxes (several contents) instead of a single choice. */
  multiple?: boolean;
  /** Only contents of this content type. */
  contentType?: string;
  /** Contents that cannot be chosen (e.g. the edited content itself). */
  excludeIds?: string[];
  onOk: (rows: PickedContent[]) => void;
  onCancel: () => void;
}

const PAGE_SIZE = 10;

function toPicked(row: PickerContentRow): PickedContent {
  return {
    contentId: row.contentId,
    title: row.title,
    catalogId: row.catalogId,
    contentType: row.contentType,
    internalUrl: row.internalUrl,
  };
}

/**
 * Picks contents of the current site: a catalog tree on the left, the catalog's contents
 * (`GET /cms/content/list`, searchable by title) on the right. A fresh selection per opening.
 */
export function ContentPickerDialog(props: ContentPickerDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <PickerBody {...props} />
    </Suspense>
  );
}

function PickerBody({ multiple, contentType, excludeIds = [], onOk, onCancel }: ContentPickerDialogProps) {
  const t = contentPickerI18n.useT();
  const [catalogId, setCatalogId] = useState<string>();
  const [title, setTitle] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [picked, setPicked] = useState<Map<string, PickerContentRow>>(new Map());
  const query = {
    catalogId: catalogId ?? '',
    title: title || undefined,
    contentType,
    pageNum,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ['cms/content-picker', query],
    queryFn: () => contentPickerApi.list(query),
    enabled: !!catalogId,
    placeholderData: keepPreviousData,
  });
  const rows = catalogId ? (list.data?.rows ?? []) : [];

  const select = (keys: Key[], selected: PickerContentRow[]) => {
    setPicked((prev) => {
      const next = multiple ? new Map(prev) : new Map<string, PickerContentRow>();
      // Rows of this page follow the table; picks made on other pages or catalogs stay.
      if (multiple) for (const row of rows) if (!keys.includes(row.contentId)) next.delete(row.contentId);
      for (const row of selected) next.set(row.contentId, row);
      return next;
    });
  };

  // A row click toggles it (multiple) or picks it alone (single).
  const toggle = (row: PickerContentRow) => {
    setPicked((prev) => {
      const next = multiple ? new Map(prev) : new Map<string, PickerContentRow>();
      if (multiple && prev.has(row.contentId)) next.delete(row.contentId);
      else next.set(row.contentId, row);
      return next;
    });
  };

  const submit = () => {
    if (picked.size === 0) {
      feedback.warning(t('noneSelected'));
      return;
    }
    onOk([...picked.values()].map(toPicked));
  };

  return (
    <Modal
      open
      title={t('title')}
      width={1000}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {multiple && picked.size > 0 && (
            <span style={{ marginRight: 12 }}>{t('selected', { count: picked.size })}</span>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Row gutter={12}>
        <Col span={7}>
          <CatalogTree
            height={420}
            selectedId={catalogId}
            onSelect={(id) => {
              setCatalogId(id);
              setPageNum(1);
            }}
          />
        </Col>
        <Col span={17}>
          <Input.Search
            allowClear
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            style={{ width: 260, marginBottom: 12 }}
            onSearch={(value) => {
              setTitle(value.trim());
              setPageNum(1);
            }}
          />
          <Table<PickerContentRow>
            size="small"
            rowKey="contentId"
            dataSource={rows}
            loading={list.isFetching}
            pagination={false}
            locale={catalogId ? undefined : { emptyText: <Empty description={t('pickCatalog')} /> }}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: [...picked.keys()],
              onChange: select,
              getCheckboxProps: (row) => ({ disabled: excludeIds.includes(row.contentId) }),
            }}
            onRow={(row) => ({
              onClick: () => {
                if (!excludeIds.includes(row.contentId)) toggle(row);
              },
            })}
            columns={[
              {
                key: 'title',
                dataIndex: 'title',
                title: t('columns.title'),
                ellipsis: true,
                render: (value: string, row) => (
                  <>
                    {Number(row.topFlag ?? 0) > 0 && (
                      <Tooltip title={t('topping')}>
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
          {catalogId && (
            <Paginator
              total={list.data?.total ?? 0}
              pageNum={pageNum}
              pageSize={PAGE_SIZE}
              onChange={(page) => setPageNum(page)}
            />
          )}
        </Col>
      </Row>
    </Modal>
  );
}
