import { CloseOutlined } from '@ant-design/icons';
import { Form, Input, Select } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';

import { dictDataApi, type DictDataBody, dictDataKeys, type SysDictData } from '@/api/system/dict';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions, type ListAction } from '@/components/list';

import { dictDataColumns } from './columns';
import { DictDataFormDialog } from './DictDataFormDialog';
import { dictI18n } from './i18n';
import { useDictDataMutations, useDictType, useDictTypeOptions } from './queries';

const perm = (action: string) => ({ perm: `system:dict:${action}` });

/** The entries of one dictionary (`system/dict/data`, static route /system/dict-data/index/{dictId}). */
export default function DictDataPage() {
  const t = dictI18n.useT();
  const navigate = useNavigate();
  const { dictId } = useParams();
  const type = useDictType(dictId);
  const options = useDictTypeOptions();
  const dictType = type.data?.dictType;
  const list = useListQuery({
    queryKey: dictDataKeys.list,
    queryFn: dictDataApi.list,
    filters: { dictType: 'text', dictLabel: 'text' },
    // The dictionary of the route is the default filter (and what Reset returns to).
    defaultFilters: { dictType },
    enabled: type.isSuccess,
  });
  const current = (list.state.filters.dictType as string | undefined) ?? dictType ?? '';
  const { save, remove } = useDictDataMutations(current);
  const dialog = useFormDialog<DictDataBody, SysDictData>({
    defaults: () => ({ dictType: current, dictSort: 0, listClass: 'default' }),
    load: (row) => dictDataApi.get(row.dictCode),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<SysDictData>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const del = std.remove({
    access: perm('remove'),
    ids: (rows) => rows.map((r) => r.dictCode),
    remove: remove.mutateAsync,
    confirm: (ids) => t('data.deleteConfirm', { ids }),
  });
  const close: ListAction<SysDictData> = {
    key: 'close',
    label: t('data.close'),
    icon: <CloseOutlined />,
    run: () => navigate('/system/dict'),
  };
  return (
    <ListPage
      data-testid="dict-data-page"
      list={list}
      rowKey="dictCode"
      columns={dictDataColumns(t)}
      search={
        <>
          <Form.Item name="dictType" label={t('dictType')}>
            <Select
              style={{ width: 220 }}
              showSearch={{ optionFilterProp: 'label' }}
              loading={options.isPending}
              options={(options.data ?? []).map((o) => ({ value: o.dictType, label: o.dictName }))}
            />
          </Form.Item>
          <Form.Item name="dictLabel" label={t('data.dictLabel')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      actions={[
        std.add({ access: perm('add'), run: () => dialog.openAdd() }),
        edit,
        del,
        std.export({
          access: perm('export'),
          url: dictDataApi.listUrl,
          params: () => list.params,
          fileName: 'data',
        }),
        close,
      ]}
      rowActions={[edit, { ...del, hidden: (row) => row.fixed === 'Y' }]}
    >
      <DictDataFormDialog controller={dialog} />
    </ListPage>
  );
}
