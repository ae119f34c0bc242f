import { UnorderedListOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';

import { EXMODEL_OWNER_TYPE, exModelApi, exModelKeys, type XModel, type XModelBody } from '@/api/cms/exmodel';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListQuery,
  useStandardActions,
  type ListAction,
  type ListColumn,
} from '@/components/list';

import { ExModelFormDialog } from './ExModelFormDialog';
import { exModelScreenI18n } from './i18n';
import { useExModelMutations } from './queries';

const perm = (action: string) => ({ perm: `cms:exmodel:${action}` });

/** Extension models of the current site (`cms/exmodel/model`, menu 2037, route /configs/exmodel). */
export default function ExModelPage() {
  const t = exModelScreenI18n.useT();
  const navigate = useNavigate();
  const list = useListQuery({
    queryKey: exModelKeys.list,
    queryFn: exModelApi.list,
    filters: { query: 'text' },
    pageSize: 10,
  });
  const { save, remove } = useExModelMutations();
  const dialog = useFormDialog<XModelBody, XModel>({
    defaults: { ownerType: EXMODEL_OWNER_TYPE },
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<XModel>();
  const edit = std.edit({ access: { perm: ['cms:exmodel:add', 'cms:exmodel:edit'] }, run: dialog.openEdit });
  // The contract deletes by model objects: the ids are looked up in the rows on screen.
  const rowsOf = (ids: readonly (string | number)[]) => list.rows.filter((r) => ids.includes(r.modelId));
  const del = std.remove({
    access: perm('delete'),
    ids: (rows) => rows.map((r) => r.modelId),
    remove: (ids) => remove.mutateAsync(rowsOf(ids)),
    name: (row) => row.name,
    confirm: (_ids, names) => t('deleteConfirm', { names }),
  });
  const fields: ListAction<XModel> = {
    key: 'fields',
    label: t('fields'),
    icon: <UnorderedListOutlined />,
    run: ([row]) => row && navigate(`/cms/exmodel/fields?modelId=${row.modelId}`),
  };
  const columns: ListColumn<XModel>[] = [
    { key: 'name', dataIndex: 'name', title: t('name') },
    { key: 'code', dataIndex: 'code', title: t('code') },
    {
      key: 'ownerType',
      dataIndex: 'ownerType',
      title: t('ownerType'),
      render: (value: string) =>
        value === 'CmsCustomForm' ? t('owner.CmsCustomForm') : t('owner.CmsExtend'),
    },
    { key: 'tableName', dataIndex: 'tableName', title: t('tableName') },
  ];
  return (
    <ListPage
      data-testid="exmodel-page"
      list={list}
      rowKey="modelId"
      columns={columns}
      search={
        <Form.Item name="query">
          <Input allowClear placeholder={t('query')} aria-label={t('query')} />
        </Form.Item>
      }
      actions={[std.add({ access: perm('add'), run: () => dialog.openAdd() }), del]}
      rowActions={[fields, edit, del]}
    >
      <ExModelFormDialog controller={dialog} />
    </ListPage>
  );
}
