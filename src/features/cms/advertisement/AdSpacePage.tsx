import { Button } from 'antd';
import { useHref, useNavigate } from 'react-router-dom';

import { adSpaceApi, type AdSpace, adSpaceKeys } from '@/api/cms/adspace';
import type { PageWidgetAddBody } from '@/api/cms/pagewidget';
import { useAuth } from '@/components/auth';
import { PageWidgetFields } from '@/components/cms/page-widget-fields';
import { FormDialog, useFormDialog } from '@/components/form';
import {
  ListPage,
  useListQuery,
  useStandardActions,
  type ListAction,
  type ListColumn,
} from '@/components/list';

import { AdNameSearch } from './AdNameSearch';
import { adI18n } from './i18n';
import { useAdSpaceMutations } from './queries';

type SpaceForm = Omit<PageWidgetAddBody, 'type'>;

/**
 * Advertising (`cms/ad/adSpace`, menu 2038): the site's ad spaces, searched and paged on the server
 * (the original sent neither). Each row: publish, preview, edit (the ad-space editor), delete, each
 * behind the space's own `PageWidget:<Action>:<id>` permission.
 */
export default function AdSpacePage() {
  const t = adI18n.useT();
  const navigate = useNavigate();
  const previewHref = useHref('/cms/preview');
  const list = useListQuery({
    queryKey: adSpaceKeys.list,
    queryFn: adSpaceApi.list,
    filters: { name: 'text' },
    pageSize: 10,
  });
  const { add, publish, remove } = useAdSpaceMutations();
  const dialog = useFormDialog<SpaceForm, AdSpace>({
    defaults: { path: 'include/ad/', publishPipeCode: '', catalogId: '0' },
    submit: (values) => add.mutateAsync(values),
  });
  const std = useStandardActions<AdSpace>();
  const open = (row: AdSpace) => navigate(`/cms/adspace/editor?id=${row.pageWidgetId}&from=adspace`);
  const { hasPermi } = useAuth();
  const canDo = (action: 'Edit' | 'Publish' | 'Delete', row: AdSpace) =>
    hasPermi(`PageWidget:${action}:${row.pageWidgetId}`);
  const removeAction = std.remove({
    ids: (rows) => rows.map((r) => r.pageWidgetId),
    name: (r) => r.name,
    confirm: (_, names) => t('deleteSpaceConfirm', { names }),
    remove: remove.mutateAsync,
  });
  const rowActions: ListAction<AdSpace>[] = [
    {
      key: 'publish',
      label: t('publish'),
      hidden: (row) => !canDo('Publish', row),
      run: ([row]) => row && publish.mutateAsync([row.pageWidgetId]),
    },
    {
      key: 'preview',
      label: t('preview'),
      run: ([row]) =>
        row && window.open(`${previewHref}?type=pagewidget&dataId=${row.pageWidgetId}`, '_blank'),
    },
    { ...std.edit({ run: open }), hidden: (row) => !canDo('Edit', row) },
    { ...removeAction, hidden: (row) => !canDo('Delete', row) },
  ];
  const columns: ListColumn<AdSpace>[] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('name'),
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => open(row)}>
          {row.name}
        </Button>
      ),
    },
    { key: 'code', dataIndex: 'code', title: t('code') },
    { key: 'publishPipeCode', dataIndex: 'publishPipeCode', title: t('publishPipe'), width: 120 },
  ];
  return (
    <ListPage
      data-testid="ad-space-page"
      list={list}
      rowKey="pageWidgetId"
      columns={columns}
      search={<AdNameSearch />}
      actions={[std.add({ run: () => dialog.openAdd() }), removeAction]}
      rowActions={rowActions}
      table={{ onRow: (row) => ({ onDoubleClick: () => canDo('Edit', row) && open(row) }) }}
    >
      <FormDialog controller={dialog} width={600} title={() => t('addSpace')}>
        <PageWidgetFields />
      </FormDialog>
    </ListPage>
  );
}
