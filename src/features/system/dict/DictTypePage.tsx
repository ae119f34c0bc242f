import { Form, Input } from 'antd';

import { dictTypeApi, type DictTypeBody, dictTypeKeys, type SysDictType } from '@/api/system/dict';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions } from '@/components/list';

import { dictTypeColumns } from './columns';
import { DictTypeFormDialog } from './DictTypeFormDialog';
import { dictI18n } from './i18n';
import { useDictTypeMutations } from './queries';

const perm = (action: string) => ({ perm: `system:dict:${action}` });

/** Dictionary types (`system/dict/index`, menu 105); a type opens its entries at /system/dict-data/index/{id}. */
export default function DictTypePage() {
  const t = dictI18n.useT();
  const list = useListQuery({
    queryKey: dictTypeKeys.list,
    queryFn: dictTypeApi.list,
    filters: { dictName: 'text', dictType: 'text' },
  });
  const { save, remove, refreshCache } = useDictTypeMutations();
  const dialog = useFormDialog<DictTypeBody, SysDictType>({
    load: (row) => dictTypeApi.get(row.dictId),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<SysDictType>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const del = std.remove({
    access: perm('remove'),
    ids: (rows) => rows.map((r) => r.dictId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  return (
    <ListPage
      data-testid="dict-type-page"
      list={list}
      rowKey="dictId"
      columns={dictTypeColumns(t)}
      search={
        <>
          <Form.Item name="dictName" label={t('dictName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="dictType" label={t('dictType')}>
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
          url: dictTypeApi.listUrl,
          params: () => list.params,
          fileName: 'dict',
        }),
        std.refreshCache({ access: perm('remove'), run: () => refreshCache.mutateAsync() }),
      ]}
      rowActions={[edit, { ...del, hidden: (row) => row.fixed === 'Y' }]}
    >
      <DictTypeFormDialog controller={dialog} />
    </ListPage>
  );
}
