import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Form, Input, Select, Tag } from 'antd';

import { contentKeys, recycleApi, recycleKeys } from '@/api/cms/content';
import type { RecycleQuery, RecycleRow } from '@/api/cms/content';
import { useContentTypes } from '@/components/cms/content-types';
import { DictSelect, useDict } from '@/components/dict';
import { ListPage, useListMutation, useListQuery, type ListAction, type ListColumn } from '@/components/list';

import type { ContentT } from '../i18n';
import { useSiteVersion } from '../queries';

/** Tag colour of the status before deletion (offline warning, to-publish/published success, draft info). */
const STATUS_COLOR: Record<string, string> = {
  '40': 'warning',
  '20': 'success',
  '30': 'success',
  '0': 'default',
};

/** The recycle bin of the selected catalog: restore or delete for good. */
export function RecycleTab({ catalogId, t }: { catalogId: string | undefined; t: ContentT }) {
  const siteId = useSiteVersion();
  const { types, nameOf } = useContentTypes();
  const { options: statuses } = useDict('CMSContentStatus');
  const list = useListQuery({
    queryKey: (params: RecycleQuery) => recycleKeys.list({ ...params, catalogId, siteId }),
    queryFn: (params: RecycleQuery) => recycleApi.list({ ...params, catalogId }),
    filters: { title: 'text', contentType: 'text', status: 'text' },
  });
  const recover = useListMutation({
    mutationFn: (ids: string[]) => recycleApi.recover(ids),
    invalidate: [recycleKeys.all, contentKeys.all],
    success: { text: t('toast.restoreSuccess') },
  });
  const remove = useListMutation({
    mutationFn: (ids: string[]) => recycleApi.remove(ids),
    invalidate: recycleKeys.all,
    success: 'delete',
  });
  const ids = (rows: RecycleRow[]) => rows.map((r) => r.backupId);
  const restoreAction: ListAction<RecycleRow> = {
    key: 'restore',
    label: t('recycle.restore'),
    icon: <UndoOutlined />,
    primary: true,
    selection: 'multiple',
    run: (rows) => recover.mutateAsync(ids(rows)),
  };
  const deleteAction: ListAction<RecycleRow> = {
    key: 'delete',
    label: t('recycle.deleteForever'),
    icon: <DeleteOutlined />,
    danger: true,
    selection: 'multiple',
    confirm: (rows) => t('confirm.deleteForever', { count: rows.length }),
    run: (rows) => remove.mutateAsync(ids(rows)),
  };
  const columns: ListColumn<RecycleRow>[] = [
    { key: 'title', dataIndex: 'title', title: t('columns.title'), ellipsis: true },
    {
      key: 'contentType',
      dataIndex: 'contentType',
      title: t('columns.contentType'),
      width: 110,
      render: (value: string) => nameOf(value),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('columns.preStatus'),
      width: 120,
      render: (value: string) => (
        <Tag color={STATUS_COLOR[value]}>{statuses.find((s) => s.value === value)?.label ?? value}</Tag>
      ),
    },
    { key: 'updateTime', dataIndex: 'updateTime', title: t('columns.deleteTime'), width: 170 },
    { key: 'updateBy', dataIndex: 'updateBy', title: t('columns.deleteUser'), width: 120 },
  ];
  return (
    <ListPage
      data-testid="content-recycle"
      list={list}
      rowKey="backupId"
      columns={columns}
      search={
        <>
          <Form.Item name="title">
            <Input allowClear placeholder={t('search.titlePlaceholder')} aria-label={t('columns.title')} />
          </Form.Item>
          <Form.Item name="contentType">
            <Select
              allowClear
              placeholder={t('search.contentType')}
              aria-label={t('search.contentType')}
              style={{ width: 140 }}
              options={types.map((type) => ({ value: type.id, label: type.name }))}
            />
          </Form.Item>
          <Form.Item name="status">
            <DictSelect
              type="CMSContentStatus"
              placeholder={t('search.status')}
              aria-label={t('search.status')}
            />
          </Form.Item>
        </>
      }
      actions={[restoreAction, deleteAction]}
      rowActions={[deleteAction]}
    />
  );
}
