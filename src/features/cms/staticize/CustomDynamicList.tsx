import { Form, Input } from 'antd';

import {
  type CmsDynamicPage,
  dynamicPageApi,
  type DynamicPageBody,
  dynamicPageKeys,
} from '@/api/cms/dynamic-page';
import { useFormDialog } from '@/components/form';
import { ListPage, useListMutation, useListQuery, useStandardActions } from '@/components/list';
import { useCurrentSite } from '@/stores/current-site';

import { DynamicPageFormDialog } from './DynamicPageFormDialog';
import { staticizeI18n } from './i18n';

const access = { perm: 'cms:staticize:view' };

/** Custom dynamic pages of the current site: list by keyword, add/edit in a dialog, delete. */
export function CustomDynamicList() {
  const t = staticizeI18n.useT();
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const list = useListQuery({
    queryKey: (params) => dynamicPageKeys.list({ ...params, siteId }),
    queryFn: dynamicPageApi.list,
    filters: { query: 'text' },
    pageSize: 10,
    syncUrl: false,
  });
  const save = useListMutation({
    mutationFn: (body: DynamicPageBody) =>
      body.pageId ? dynamicPageApi.update(body) : dynamicPageApi.add(body),
    invalidate: dynamicPageKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => dynamicPageApi.remove(ids.map(String)),
    invalidate: dynamicPageKeys.all,
    success: 'delete',
  });
  const dialog = useFormDialog<DynamicPageBody, CmsDynamicPage>({
    defaults: { initDataTypes: [], templates: {} },
    load: (row) => dynamicPageApi.get(row.pageId),
    submit: (values, { record }) => save.mutateAsync({ ...values, pageId: record?.pageId }),
  });
  const std = useStandardActions<CmsDynamicPage>();
  const edit = std.edit({ access, run: dialog.openEdit });
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.pageId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('custom.deleteConfirm', { ids }),
  });
  return (
    <ListPage
      data-testid="custom-dynamic-list"
      list={list}
      rowKey="pageId"
      columns={[
        { key: 'code', title: t('custom.code'), dataIndex: 'code' },
        { key: 'name', title: t('custom.name'), dataIndex: 'name' },
        { key: 'path', title: t('custom.path'), dataIndex: 'path', render: (path: string) => `/${path}` },
        { key: 'createBy', title: t('custom.createBy'), dataIndex: 'createBy' },
        { key: 'createTime', title: t('custom.createTime'), dataIndex: 'createTime', width: 180 },
      ]}
      search={
        <Form.Item name="query" label={t('custom.query')}>
          <Input allowClear />
        </Form.Item>
      }
      actions={[std.add({ access, run: () => dialog.openAdd() }), edit, del]}
      rowActions={[edit, del]}
    >
      <DynamicPageFormDialog controller={dialog} />
    </ListPage>
  );
}
