import { Form, Input } from 'antd';

import { sitePropertyApi, siteKeys, type CmsSiteProperty, type SitePropertyBody } from '@/api/cms/site';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListMutation,
  useListQuery,
  useStandardActions,
  type ListColumn,
} from '@/components/list';

import { siteI18n } from '../i18n';
import { PropertyFormDialog } from './PropertyFormDialog';
import type { TabProps } from './tab-props';

/** Site properties (`cms/contentcore/siteProperty`): free key/value pairs templates can read. */
export default function PropertyTab({ siteId }: TabProps) {
  const t = siteI18n.useT();
  const list = useListQuery({
    queryKey: (q: { query?: string }) => siteKeys.properties({ ...q, siteId }),
    queryFn: (q) => sitePropertyApi.list({ ...q, siteId }),
    filters: { query: 'text' },
    // Inside the editor, whose URL carries the site id: keep the list state in memory.
    syncUrl: false,
  });
  const save = useListMutation({
    mutationFn: (body: SitePropertyBody) =>
      body.propertyId ? sitePropertyApi.update(body) : sitePropertyApi.add({ ...body, siteId }),
    invalidate: siteKeys.all,
    success: { text: t('saveSuccess') },
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => sitePropertyApi.remove(ids.map(String)),
    invalidate: siteKeys.all,
    success: 'delete',
  });
  const dialog = useFormDialog<SitePropertyBody, CmsSiteProperty>({
    submit: (values) => save.mutateAsync(values),
    success: false,
  });
  const std = useStandardActions<CmsSiteProperty>();
  const access = { perm: `Site:Edit:${siteId}` };
  const edit = std.edit({ access, run: dialog.openEdit });
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.propertyId),
    remove: remove.mutateAsync,
    confirm: () => t('deleteConfirm'),
  });
  const columns: ListColumn<CmsSiteProperty>[] = [
    { key: 'propertyId', dataIndex: 'propertyId', title: t('prop.propertyId'), width: 180 },
    { key: 'propName', dataIndex: 'propName', title: t('prop.propName') },
    { key: 'propCode', dataIndex: 'propCode', title: t('prop.propCode') },
    { key: 'propValue', dataIndex: 'propValue', title: t('prop.propValue'), ellipsis: { showTitle: true } },
    { key: 'remark', dataIndex: 'remark', title: t('prop.remark'), ellipsis: { showTitle: true } },
  ];
  return (
    <ListPage
      data-testid="site-properties"
      list={list}
      rowKey="propertyId"
      columns={columns}
      search={
        <Form.Item name="query">
          <Input allowClear placeholder={t('prop.query')} aria-label={t('prop.query')} />
        </Form.Item>
      }
      actions={[std.add({ access, run: () => dialog.openAdd() }), del]}
      rowActions={[edit, del]}
    >
      <PropertyFormDialog controller={dialog} />
    </ListPage>
  );
}
