import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Row, Spin } from 'antd';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import type { XModel } from '@/api/cms/exmodel';
import { xModelApi, xModelFieldKeys, xModelKeys, type XModelField } from '@/api/cms/xmodel';
import { useModelControls } from '@/components/cms/exmodel-editor';
import { useFormDialog } from '@/components/form';
import { Hint } from '@/components/hint';
import { ListPage, useListQuery, useStandardActions, type ListColumn } from '@/components/list';
import { feedback } from '@/lib/feedback';
import { useTagsView } from '@/stores/tags-view';

import { exModelScreenI18n } from '../i18n';
import { useFieldMutations } from '../queries';
import { DraggableRow, DragRows } from './DragRows';
import { NEW_FIELD, reorder, toFieldBody, toFieldForm, withSortFlag, type FieldForm } from './field-form';
import { FieldFormDialog } from './FieldFormDialog';
import { FieldPreview } from './FieldPreview';

/** Where Close goes: the list of the model's owner. */
const OWNER_LISTS: Record<string, string> = {
  CmsCustomForm: '/operations/customform',
  CmsExtend: '/configs/exmodel',
};

/**
 * A meta model's fields (`meta/fieldList`), for ex-models (`/cms/exmodel/fields?modelId=`) and custom
 * forms (`/operations/customform/fields?modelId=`): the list with drag-to-reorder, the field dialog,
 * and beside it the live preview of the model's form.
 */
export default function FieldListPage() {
  const t = exModelScreenI18n.useT();
  const modelId = useSearchParams()[0].get('modelId') ?? '';
  const model = useQuery({
    queryKey: xModelKeys.detail(modelId),
    queryFn: () => xModelApi.get(modelId),
    enabled: !!modelId,
  });
  if (!modelId) return <Alert type="warning" showIcon title={t('field.noModel')} />;
  if (!model.data) return model.isError ? null : <Spin />;
  return <Fields model={model.data} />;
}

function Fields({ model }: { model: XModel }) {
  const t = exModelScreenI18n.useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { modelId } = model;
  const controls = useModelControls();
  const list = useListQuery({
    queryKey: (params) => xModelFieldKeys.list({ ...params, modelId }),
    queryFn: (params: { query?: string; pageNum?: number; pageSize?: number }) =>
      xModelApi.fieldList({ ...params, modelId }),
    filters: { query: 'text' },
  });
  const { save, remove, reorder: saveOrder } = useFieldMutations();
  const dialog = useFormDialog<FieldForm, XModelField>({
    defaults: NEW_FIELD,
    load: async (row) => toFieldForm(row),
    submit: (values) => save.mutateAsync(toFieldBody(values, model)),
  });
  const std = useStandardActions<XModelField>();
  const edit = std.edit({ run: dialog.openEdit });
  const del = std.remove({
    ids: (rows) => rows.map((r) => r.fieldId),
    remove: remove.mutateAsync,
    confirm: (ids) =>
      t('field.deleteConfirm', {
        names: list.rows
          .filter((r) => ids.split(',').includes(r.fieldId))
          .map((r) => r.name)
          .join('、'),
      }),
  });
  const onMove = useCallback(
    (from: string, to: string) => {
      const changes = reorder(list.rows, from, to);
      if (changes.length === 0) return;
      void saveOrder
        .mutateAsync(changes.map(({ row, sortFlag }) => withSortFlag(row, sortFlag, model)))
        .then(() => feedback.success(t('field.sorted')));
    },
    [list.rows, model, saveOrder, t],
  );
  const close = () => {
    const tabs = useTagsView.getState();
    navigate(OWNER_LISTS[model.ownerType] ?? '/index');
    tabs.closeView(pathname);
  };
  const controlName = (id: string) => controls.data?.find((c) => c.id === id)?.name ?? id;
  const columns: ListColumn<XModelField>[] = [
    {
      key: 'drag',
      title: '',
      width: 36,
      render: () => (
        <Hint title={t('field.drag')}>
          <HolderOutlined aria-label={t('field.drag')} style={{ cursor: 'grab' }} />
        </Hint>
      ),
    },
    { key: 'name', dataIndex: 'name', title: t('field.name') },
    { key: 'code', dataIndex: 'code', title: t('field.code') },
    { key: 'controlType', dataIndex: 'controlType', title: t('field.controlType'), render: controlName },
    { key: 'fieldName', dataIndex: 'fieldName', title: t('field.fieldName') },
    { key: 'sortFlag', dataIndex: 'sortFlag', title: t('field.sortFlag'), width: 80 },
  ];
  return (
    <Row gutter={16} data-testid="model-fields-page">
      <Col xs={24} xl={14}>
        <DragRows onMove={onMove} disabled={saveOrder.isPending || list.isFetching}>
          <ListPage
            list={list}
            rowKey="fieldId"
            columns={columns}
            search={
              <Form.Item name="query">
                <Input allowClear placeholder={t('field.query')} aria-label={t('field.query')} />
              </Form.Item>
            }
            actions={[std.add({ run: () => dialog.openAdd() }), del]}
            rowActions={[edit, del]}
            toolbarExtra={
              <Button icon={<CloseOutlined />} onClick={close}>
                {t('field.close')}
              </Button>
            }
            table={{ components: { body: { row: DraggableRow } } }}
          >
            <FieldFormDialog controller={dialog} model={model} />
          </ListPage>
        </DragRows>
      </Col>
      <Col xs={24} xl={10}>
        <FieldPreview modelId={modelId} />
      </Col>
    </Row>
  );
}
