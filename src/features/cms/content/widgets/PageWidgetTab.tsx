import { EditOutlined, EyeOutlined, SendOutlined } from '@ant-design/icons';
import { Form, Select } from 'antd';
import { useHref, useNavigate } from 'react-router-dom';

import { pageWidgetApi } from '@/api/cms/pagewidget';
import { useAuth } from '@/components/auth';
import { DictTag } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListMutation,
  useListQuery,
  useStandardActions,
  type ListAction,
  type ListColumn,
} from '@/components/list';

import type { ContentT } from '../i18n';
import { pageWidgetKeys, usePageWidgetTypes, usePublishPipes, useSiteVersion } from '../queries';
import type { PageWidget, PageWidgetForm, PageWidgetQuery } from '../types';
import { PageWidgetFormDialog } from './PageWidgetFormDialog';

/** The "Page Widget" tab: widgets of the selected catalog (all of the site at the root). */
export function PageWidgetTab({ catalogId, t }: { catalogId: string | undefined; t: ContentT }) {
  const siteId = useSiteVersion();
  const navigate = useNavigate();
  const previewHref = useHref('/cms/preview');
  const { hasPermi } = useAuth();
  const types = usePageWidgetTypes();
  const pipes = usePublishPipes();
  const list = useListQuery<PageWidget, PageWidgetQuery>({
    queryKey: (params) => pageWidgetKeys.list({ ...params, catalogId, siteId }),
    queryFn: (params) => pageWidgetApi.list({ ...params, catalogId }),
    filters: { type: 'text' },
  });
  const add = useListMutation({
    mutationFn: (body: PageWidgetForm) => pageWidgetApi.add(body),
    invalidate: pageWidgetKeys.all,
    success: false,
  });
  const publish = useListMutation({
    mutationFn: (ids: string[]) => pageWidgetApi.publish(ids),
    invalidate: pageWidgetKeys.all,
    success: { text: t('widget.publishSuccess') },
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => pageWidgetApi.remove(ids.map(String)),
    invalidate: pageWidgetKeys.all,
    success: 'delete',
  });
  const dialog = useFormDialog<PageWidgetForm, PageWidget>({
    defaults: { path: 'include/pagewidget/' },
    submit: (values) => add.mutateAsync({ ...values, catalogId: catalogId ?? '0' }),
  });
  const std = useStandardActions<PageWidget>();
  const may = (item: string) => (row: PageWidget) => !hasPermi(`PageWidget:${item}:${row.pageWidgetId}`);

  const preview: ListAction<PageWidget> = {
    key: 'preview',
    label: t('actions.preview'),
    icon: <EyeOutlined />,
    run: ([row]) => row && window.open(`${previewHref}?type=pagewidget&dataId=${row.pageWidgetId}`, '_blank'),
  };
  const publishAction: ListAction<PageWidget> = {
    key: 'publish',
    label: t('actions.publish'),
    icon: <SendOutlined />,
    hidden: may('Publish'),
    run: (rows) => publish.mutateAsync(rows.map((r) => r.pageWidgetId)),
  };
  const edit: ListAction<PageWidget> = {
    key: 'edit',
    label: t('actions.edit'),
    icon: <EditOutlined />,
    hidden: may('Edit'),
    // Each widget type has its own editor route (ad space, manual block).
    run: ([row]) => row?.route && navigate(`${row.route}?id=${row.pageWidgetId}&from=pagewidget`),
  };
  const del: ListAction<PageWidget> = {
    ...std.remove({ ids: (rows) => rows.map((r) => r.pageWidgetId), remove: remove.mutateAsync }),
    hidden: may('Delete'),
    confirm: ([row]) => t('confirm.deleteWidget', { name: row?.name ?? '' }),
  };

  const columns: ListColumn<PageWidget>[] = [
    { key: 'name', dataIndex: 'name', title: t('widget.name'), ellipsis: true },
    { key: 'code', dataIndex: 'code', title: t('widget.code') },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('widget.type'),
      render: (value: string) => types.find((ty) => ty.id === value)?.name ?? value,
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('widget.state'),
      width: 100,
      render: (value: string) => <DictTag type="CMSPageWidgetStatus" value={value} />,
    },
    {
      key: 'publishPipeCode',
      dataIndex: 'publishPipeCode',
      title: t('widget.publishPipe'),
      width: 110,
      render: (value: string) => pipes.find((p) => p.pipeCode === value)?.pipeName ?? value,
    },
    { key: 'path', dataIndex: 'path', title: t('widget.path'), width: 180 },
    { key: 'template', dataIndex: 'template', title: t('widget.template'), ellipsis: true },
  ];

  return (
    <ListPage
      data-testid="content-pagewidget"
      list={list}
      rowKey="pageWidgetId"
      columns={columns}
      selectable={false}
      search={
        <Form.Item name="type">
          <Select
            allowClear
            placeholder={t('widget.selectType')}
            aria-label={t('widget.selectType')}
            style={{ width: 160 }}
            options={types.map((type) => ({ value: type.id, label: type.name }))}
          />
        </Form.Item>
      }
      actions={[std.add({ access: { perm: `Site:AddPageWidget:${siteId}` }, run: () => dialog.openAdd() })]}
      rowActions={[preview, publishAction, edit, del]}
      table={{ onRow: (row) => ({ onDoubleClick: () => void (!may('Edit')(row) && edit.run([row])) }) }}
    >
      <PageWidgetFormDialog controller={dialog} t={t} />
    </ListPage>
  );
}
