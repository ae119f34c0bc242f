import { SyncOutlined } from '@ant-design/icons';
import { Checkbox, Descriptions, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { cmsSearchApi, contentIndexKeys, type IndexedContent } from '@/api/cms/search';
import { AsyncTaskDialog, useAsyncTaskDialog } from '@/components/async-task';
import { useContentTypes } from '@/components/cms/content-types';
import { DictTag } from '@/components/dict';
import {
  ListPage,
  useListMutation,
  useListQuery,
  useStandardActions,
  type ListAction,
} from '@/components/list';
import { SafeHtml } from '@/components/safe-html';

import { searchI18n, type SearchT } from './i18n';

/** Fields of a document the details dialog shows as HTML (they may carry highlight markup). */
const HTML_FIELDS = new Set(['title', 'fullText']);

function IndexDetails({ t, row, onClose }: { t: SearchT; row?: IndexedContent; onClose: () => void }) {
  return (
    <Modal
      open={Boolean(row)}
      title={t('index.detailsTitle')}
      width={960}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={Object.entries(row).map(([key, value]) => ({
            key,
            label: key,
            children: HTML_FIELDS.has(key) ? (
              <SafeHtml html={String(value ?? '')} />
            ) : Array.isArray(value) ? (
              value.join(', ')
            ) : (
              String(value ?? '')
            ),
          }))}
        />
      )}
    </Modal>
  );
}

/**
 * Content index (`cms/search/indexList`, /configs/search/index): the current site's search documents,
 * searched by type, query and "only title"; highlight markup shown through the sanitiser; details,
 * edit (the content editor), delete, and rebuilding the whole index as an async task.
 */
export default function IndexPage() {
  const t = searchI18n.useT();
  const navigate = useNavigate();
  const { types, nameOf } = useContentTypes();
  const [details, setDetails] = useState<IndexedContent>();
  const list = useListQuery({
    queryKey: contentIndexKeys.list,
    queryFn: cmsSearchApi.contents,
    filters: { contentType: 'text', query: 'text', onlyTitle: 'text' },
    pageSize: 10,
  });
  const remove = useListMutation({
    mutationFn: cmsSearchApi.removeContents,
    invalidate: contentIndexKeys.all,
    success: 'delete',
  });
  const progress = useAsyncTaskDialog({ title: t('index.rebuildTitle'), onDone: () => void list.refresh() });
  const std = useStandardActions<IndexedContent>();
  const del = std.remove({
    ids: (rows) => rows.map((r) => r.contentId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('index.deleteConfirm', { count: ids.split(',').length }),
  });
  const rebuild: ListAction<IndexedContent> = {
    key: 'rebuild',
    label: t('index.rebuild'),
    icon: <SyncOutlined />,
    confirm: t('index.rebuildConfirm'),
    run: async () => progress.follow(await cmsSearchApi.rebuild()),
  };
  const rowActions: ListAction<IndexedContent>[] = [
    { key: 'details', label: t('index.details'), run: ([row]) => setDetails(row) },
    {
      key: 'edit',
      label: std.edit({ run: () => undefined }).label,
      run: ([row]) =>
        row &&
        navigate(
          `/cms/content/editor?${new URLSearchParams({ type: row.contentType, catalogId: row.catalogId, id: row.contentId })}`,
        ),
    },
    del,
  ];
  return (
    <ListPage
      data-testid="content-index-page"
      list={list}
      rowKey="contentId"
      columns={[
        { key: 'contentId', dataIndex: 'contentId', title: t('index.contentId'), width: 110 },
        { key: 'catalogName', dataIndex: 'catalogName', title: t('index.catalog'), width: 120 },
        {
          key: 'title',
          dataIndex: 'title',
          title: t('index.title'),
          render: (html: string) => <SafeHtml as="span" html={html} className="search-index-title" />,
        },
        {
          key: 'contentType',
          dataIndex: 'contentType',
          title: t('index.contentType'),
          width: 90,
          render: (id: string) => nameOf(id),
        },
        {
          key: 'status',
          dataIndex: 'status',
          title: t('index.status'),
          width: 90,
          render: (value: string) => <DictTag type="CMSContentStatus" value={value} />,
        },
        { key: 'publishDate', dataIndex: 'publishDateInstance', title: t('index.publishDate'), width: 170 },
        { key: 'createTime', dataIndex: 'createTimeInstance', title: t('index.createTime'), width: 170 },
        { key: 'hitScore', dataIndex: 'hitScore', title: t('index.score'), width: 80 },
      ]}
      search={
        <>
          <Form.Item name="contentType" label={t('index.contentType')}>
            <Select
              allowClear
              aria-label={t('index.contentType')}
              style={{ width: 140 }}
              options={types.map((type) => ({ value: type.id, label: type.name }))}
            />
          </Form.Item>
          <Form.Item name="query" label={t('index.query')}>
            <Input allowClear placeholder={t('index.queryPlaceholder')} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item
            name="onlyTitle"
            valuePropName="checked"
            getValueFromEvent={(e: { target: { checked: boolean } }) =>
              e.target.checked ? 'true' : undefined
            }
            getValueProps={(value: unknown) => ({ checked: value === 'true' })}
          >
            <Checkbox>{t('index.onlyTitle')}</Checkbox>
          </Form.Item>
        </>
      }
      actions={[del, rebuild]}
      rowActions={rowActions}
    >
      <IndexDetails t={t} row={details} onClose={() => setDetails(undefined)} />
      <AsyncTaskDialog {...progress.props} />
    </ListPage>
  );
}
