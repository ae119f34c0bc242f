import { CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { customFormApi, customFormDataKeys, type CustomFormRow } from '@/api/cms/customform';
import { xModelApi, type MetaModelField } from '@/api/cms/xmodel';
import { fromModelField, toFormValue } from '@/components/cms/exmodel-editor';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListMutation,
  useListQuery,
  useStandardActions,
  type ListAction,
} from '@/components/list';
import { feedback } from '@/lib/feedback';
import { useTagsView } from '@/stores/tags-view';

import { customFormI18n } from '../i18n';
import { dataColumns, useOptionLabels } from './cells';
import { DataFormDialog } from './DataFormDialog';
import { allRows, exportRows } from './export-data';

const FORM_LIST = '/operations/customform';
/** The fixed columns shown after the fields. */
const SHOWN_FIXED = ['clientIp', 'createTime'];

/** The submissions of one custom form (`cms/customform/data`, route /operations/customform/data?formId=). */
export default function CustomFormDataPage() {
  const t = customFormI18n.useT();
  const formId = useSearchParams()[0].get('formId') ?? '';
  const fields = useQuery({
    queryKey: customFormDataKeys.extra('fields', formId),
    // The form id is also the id of its meta model.
    queryFn: () => xModelApi.fieldAll(formId, false),
    enabled: !!formId,
  });
  if (!formId) return <Alert type="warning" showIcon title={t('data.noForm')} />;
  if (!fields.data) return fields.isError ? null : <Spin />;
  return <Submissions formId={formId} all={fields.data} />;
}

function Submissions({ formId, all }: { formId: string; all: MetaModelField[] }) {
  const t = customFormI18n.useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const fields = useMemo(() => all.filter((f) => f.editable), [all]);
  const fixed = useMemo(
    () =>
      SHOWN_FIXED.flatMap((code) => all.filter((f) => f.code === code)).map((f) => ({
        ...f,
        name: f.code === 'clientIp' ? t('data.ip') : t('data.submitTime'),
      })),
    [all, t],
  );
  const labels = useOptionLabels(fields);
  const list = useListQuery({
    queryKey: (params) => customFormDataKeys.list({ ...params, formId }),
    queryFn: (params: { ip?: string; pageNum?: number; pageSize?: number }) =>
      customFormApi.dataList({ ...params, formId }),
    filters: { ip: 'text' },
    pageSize: 10,
  });
  const invalidate = customFormDataKeys.all;
  const save = useListMutation({
    mutationFn: (row: CustomFormRow) =>
      row.dataId ? customFormApi.updateData(formId, row) : customFormApi.addData(formId, row),
    invalidate,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => customFormApi.removeData(formId, ids.map(String)),
    invalidate,
    success: 'delete',
  });
  const dialog = useFormDialog<CustomFormRow, CustomFormRow>({
    defaults: () => Object.fromEntries(fields.map((f) => [f.code, toFormValue(fromModelField(f))])),
    load: async (row) => {
      const detail = await customFormApi.dataDetail(formId, String(row.dataId));
      return {
        dataId: detail.dataId,
        ...Object.fromEntries(
          fields.map((f) => [f.code, toFormValue({ ...fromModelField(f), value: detail[f.code] })]),
        ),
      };
    },
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<CustomFormRow>();
  const edit = std.edit({ run: dialog.openEdit });
  const del = std.remove({
    ids: (rows) => rows.map((r) => String(r.dataId)),
    remove: remove.mutateAsync,
    confirm: (ids) => t('data.deleteConfirm', { count: ids.split(',').length }),
  });
  const exportAction: ListAction<CustomFormRow> = {
    key: 'export',
    label: t('data.export'),
    icon: <DownloadOutlined />,
    run: async () => {
      const rows = await allRows(formId, list.params.ip);
      await exportRows(`customform_${formId}`, fields, fixed, rows, labels);
      feedback.success(t('data.exported', { count: rows.length }));
    },
  };
  const close = () => {
    const tabs = useTagsView.getState();
    navigate(FORM_LIST);
    tabs.closeView(pathname);
  };
  return (
    <ListPage
      data-testid="customform-data-page"
      list={list}
      rowKey="dataId"
      columns={dataColumns([...fields, ...fixed], labels, t('data.view'))}
      search={
        <Form.Item name="ip" label={t('data.ip')}>
          <Input allowClear />
        </Form.Item>
      }
      actions={[std.add({ run: () => dialog.openAdd() }), edit, del, exportAction]}
      rowActions={[edit, del]}
      toolbarExtra={
        <Button icon={<CloseOutlined />} onClick={close}>
          {t('data.close')}
        </Button>
      }
      table={{ scroll: { x: 'max-content' } }}
    >
      <DataFormDialog controller={dialog} fields={fields} />
    </ListPage>
  );
}
