import {
  CloudDownloadOutlined,
  CloudUploadOutlined,
  DatabaseOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { customFormApi, customFormKeys, type CmsCustomForm } from '@/api/cms/customform';
import { DictSelect, DictTag } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListMutation,
  useListQuery,
  useStandardActions,
  type ListAction,
  type ListColumn,
} from '@/components/list';

import { CustomFormDialog } from './CustomFormDialog';
import { NEW_FORM, toAddBody, toEditBody, toForm, type CustomFormForm } from './form';
import { customFormI18n } from './i18n';

const perm = (...actions: string[]) => ({ perm: actions.map((a) => `cms:customform:${a}`) });
const PUBLISHED = 10;

/** Custom forms of the current site (`cms/customform/index`, route /operations/customform). */
export default function CustomFormPage() {
  const t = customFormI18n.useT();
  const navigate = useNavigate();
  const list = useListQuery({
    queryKey: customFormKeys.list,
    queryFn: customFormApi.list,
    filters: { query: 'text', status: 'text' },
    pageSize: 10,
  });
  const save = useListMutation({
    mutationFn: (values: CustomFormForm) =>
      values.formId ? customFormApi.update(toEditBody(values)) : customFormApi.add(toAddBody(values)),
    invalidate: customFormKeys.all,
    success: false,
  });
  const invalidate = customFormKeys.all;
  const remove = useListMutation({ mutationFn: customFormApi.remove, invalidate, success: 'delete' });
  const publish = useListMutation({
    mutationFn: customFormApi.publish,
    invalidate,
    success: { text: t('published') },
  });
  const offline = useListMutation({
    mutationFn: customFormApi.offline,
    invalidate,
    success: { text: t('offlined') },
  });
  const dialog = useFormDialog<CustomFormForm, CmsCustomForm>({
    defaults: NEW_FORM,
    load: async (row) => toForm(await customFormApi.get(row.formId)),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<CmsCustomForm>();
  const edit = std.edit({ access: perm('add', 'edit'), run: dialog.openEdit });
  const del = std.remove({
    access: perm('delete'),
    ids: (rows) => rows.map((r) => r.formId),
    remove: (ids) => remove.mutateAsync(ids.map(String)),
    name: (row) => row.name,
    confirm: (_ids, names) => t('deleteConfirm', { names }),
  });
  const go = (key: string, label: string, icon: ReactNode, to: (row: CmsCustomForm) => string) =>
    ({ key, label, icon, run: ([row]) => row && navigate(to(row)) }) satisfies ListAction<CmsCustomForm>;
  const rowActions: ListAction<CmsCustomForm>[] = [
    go('data', t('formData'), <DatabaseOutlined />, (r) => `/operations/customform/data?formId=${r.formId}`),
    go(
      'fields',
      t('formFields'),
      <UnorderedListOutlined />,
      (r) => `/operations/customform/fields?modelId=${r.modelId}`,
    ),
    {
      key: 'publish',
      label: t('publish'),
      icon: <CloudUploadOutlined />,
      access: perm('add', 'edit'),
      run: (rows) => publish.mutateAsync(rows.map((r) => r.formId)),
    },
    {
      key: 'offline',
      label: t('offline'),
      icon: <CloudDownloadOutlined />,
      access: perm('add', 'edit'),
      hidden: (row) => Number(row.status) !== PUBLISHED,
      run: (rows) => offline.mutateAsync(rows.map((r) => r.formId)),
    },
    edit,
    del,
  ];
  const columns: ListColumn<CmsCustomForm>[] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('name'),
      render: (name: string, row) => (
        <Typography.Link onClick={() => navigate(`/operations/customform/data?formId=${row.formId}`)}>
          {name}
        </Typography.Link>
      ),
    },
    { key: 'code', dataIndex: 'code', title: t('code') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 100,
      render: (value: number) => <DictTag type="CustomFormStatus" value={String(value)} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 170 },
  ];
  return (
    <ListPage
      data-testid="customform-page"
      list={list}
      rowKey="formId"
      columns={columns}
      search={
        <>
          <Form.Item name="query" label={t('name')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <DictSelect type="CustomFormStatus" aria-label={t('status')} />
          </Form.Item>
        </>
      }
      actions={[std.add({ access: perm('add'), run: () => dialog.openAdd() }), edit, del]}
      rowActions={rowActions}
    >
      <CustomFormDialog controller={dialog} />
    </ListPage>
  );
}
