import { AppstoreOutlined, DownloadOutlined, ScissorOutlined, TableOutlined } from '@ant-design/icons';
import { Form, Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { type CmsResource, resourceApi, type ResourceQuery, resourceKeys } from '@/api/cms/resource';
import { DateRangePicker } from '@/components/date';
import { useFormDialog } from '@/components/form';
import {
  type ListAction,
  ListPage,
  useListMutation,
  useListQuery,
  useStandardActions,
} from '@/components/list';
import { useCurrentSite } from '@/stores/current-site';

import { resourceColumns } from './columns';
import { resourceI18n } from './i18n';
import { ImageToolDialog } from './image-tool/ImageToolDialog';
import { type ResourceEditForm, ResourceEditDialog } from './ResourceEditDialog';
import { ResourceGrid } from './ResourceGrid';
import { UploadDialog } from './UploadDialog';
import { useUploadRules } from './use-upload-rules';

const access = { perm: 'cms:resource:view' };

/** The list kit's date range arrives as `params[beginTime]`; this endpoint reads `beginTime` itself. */
type ListParams = Omit<ResourceQuery, 'beginTime' | 'endTime'> & {
  params?: { beginTime?: string; endTime?: string };
};
const toQuery = ({ params, ...rest }: ListParams): ResourceQuery => ({ ...rest, ...params });

/** The resource library of the current site (`cms/contentcore/resource`, menu 2024). */
export default function ResourcePage() {
  const t = resourceI18n.useT();
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const [searchParams, setSearchParams] = useSearchParams();
  // The table is the default: the grid view stayed suspended in the production build (under investigation).
  const view = searchParams.get('view') === 'grid' ? 'grid' : 'table';
  const { types } = useUploadRules();
  const [uploadOpen, setUploadOpen] = useState(false);
  const list = useListQuery({
    queryKey: (params) => resourceKeys.list({ ...params, siteId }),
    queryFn: (params: ListParams) => resourceApi.list(toQuery(params)),
    filters: { resourceType: 'text', name: 'text', createTime: 'dateRange' },
    pageSize: 15,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => resourceApi.remove(ids.map(String)),
    invalidate: resourceKeys.all,
    success: 'delete',
  });
  const save = useListMutation({
    mutationFn: ({ file, ...fields }: ResourceEditForm) =>
      file ? resourceApi.save(file, fields) : Promise.reject(new Error(t('fileRequired'))),
    invalidate: resourceKeys.all,
    success: false,
  });
  const dialog = useFormDialog<ResourceEditForm, CmsResource>({
    load: async (row) => {
      const { resourceId, name, remark } = await resourceApi.get(row.resourceId);
      return { resourceId, name, remark };
    },
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<CmsResource>();
  const edit = std.edit({ access, run: dialog.openEdit });
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.resourceId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  const download: ListAction<CmsResource> = {
    key: 'download',
    label: t('download'),
    icon: <DownloadOutlined />,
    access,
    run: ([row]) => row && resourceApi.download(row.resourceId, row.fileName ?? row.name),
  };
  const [tooling, setTooling] = useState<CmsResource>();
  const imageTool: ListAction<CmsResource> = {
    key: 'imageTool',
    label: t('imageTool'),
    icon: <ScissorOutlined />,
    access,
    hidden: (row) => row.resourceType !== 'image' || /^https?:/i.test(row.path),
    run: ([row]) => setTooling(row),
  };
  const rowActions = [edit, del, imageTool, download];
  const switchView = (next: string) =>
    setSearchParams(
      (params) => {
        params.set('view', next);
        return params;
      },
      { replace: true },
    );
  return (
    <ListPage
      data-testid="resource-page"
      list={list}
      rowKey="resourceId"
      columns={resourceColumns(t)}
      search={
        <>
          <Form.Item name="resourceType" label={t('type')}>
            <Select
              allowClear
              style={{ width: 120 }}
              aria-label={t('type')}
              options={types.map((type) => ({ value: type.id, label: type.name }))}
            />
          </Form.Item>
          <Form.Item name="name" label={t('name')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="createTime" label={t('createTime')}>
            <DateRangePicker />
          </Form.Item>
        </>
      }
      actions={[std.add({ access, label: t('uploadTitle'), run: () => setUploadOpen(true) }), edit, del]}
      rowActions={rowActions}
      toolbarExtra={
        <Segmented
          value={view}
          onChange={(value) => switchView(String(value))}
          options={[
            { value: 'grid', icon: <AppstoreOutlined />, label: t('viewGrid') },
            { value: 'table', icon: <TableOutlined />, label: t('viewTable') },
          ]}
        />
      }
      renderRows={
        view === 'grid'
          ? (ctl, run) => <ResourceGrid ctl={ctl} rowActions={rowActions} run={run} />
          : undefined
      }
    >
      <UploadDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
      <ResourceEditDialog controller={dialog} />
      <ImageToolDialog resource={tooling} onClose={() => setTooling(undefined)} />
    </ListPage>
  );
}
